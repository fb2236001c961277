// Migration 22 (ADR 0065) on a file written before it: a bank line credited under the old key (a digest of date,
// payer account, amount, 附言 and a count) gets the content key the import now looks up, so the statement that
// credited it, imported again after the upgrade, finds it 已入账 instead of crediting it twice.
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { lineKeys } from '../../../demo-mall/core/bank-line-key.ts';
import type { BankLine } from '../../../demo-mall/company/finance/bank-statement/bank-lines.ts';
import { MIGRATIONS, migrate, SCHEMA_VERSION, schemaVersion } from '../../../demo-mall/db/migrations.ts';

const TIME = '2026-11-26 10:00:00';

const line = (amountFen: number, note: string): BankLine => ({
  line: 2,
  date: '2026-11-26',
  payerName: '恒泰',
  payerAccount: '6222021001001234567',
  amountFen,
  note,
  problem: '',
});

describe('migration 22: bank credits keyed by serial or content', () => {
  it('gives each credit made before the content key of its line', () => {
    const db = new Database(':memory:');
    migrate(
      db,
      MIGRATIONS.filter((migration) => migration.version <= 21),
    );
    db.prepare(
      "INSERT INTO users (uid, account, phone, nickname, avatar, password_salt, password_hash, create_time) VALUES (7, 'a', '13900000007', 'n', '', '', '', ?)",
    ).run(TIME);
    db.prepare("INSERT INTO companies (company_id, name, owner_uid, remittance_code) VALUES (7, '恒泰', 7, 'HK7Q3MZD')").run();
    const remittance = db.prepare(
      `INSERT INTO company_remittances (company_id, remittance_no, code, amount_fen, payer_name, payer_bank, transfer_date, vouchers,
                                        status, create_time) VALUES (7, ?, 'HK7Q3MZD', ?, '恒泰', '工行', '2026-11-26', '[]', 1, ?)`,
    );
    remittance.run('HR261126AAAAAAAA', 150000, TIME);
    remittance.run('HR261126BBBBBBBB', 80000, TIME);
    const lines = [line(150000, '货款 HK7Q3MZD'), line(80000, 'HK7Q3MZD'), line(150000, '无码')];
    db.prepare("INSERT INTO platform_bank_imports (import_id, filename, lines, create_time) VALUES (1, 'a.csv', ?, ?)").run(
      JSON.stringify(lines),
      TIME,
    );
    const oldKey = (entry: BankLine) =>
      createHash('sha256')
        .update(`${JSON.stringify([entry.date, entry.payerAccount, entry.amountFen, entry.note])}#0`)
        .digest('hex');
    const credit = db.prepare(
      `INSERT INTO platform_bank_credits (line_key, import_id, remittance_id, company_id, amount_fen, create_time)
       VALUES (?, 1, ?, 7, ?, ?)`,
    );
    credit.run(oldKey(lines[0] as BankLine), 1, 150000, TIME);
    credit.run(oldKey(lines[1] as BankLine), 2, 80000, TIME);

    migrate(db);
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION);
    const keys = lineKeys(lines);
    expect(db.prepare('SELECT remittance_id, serial_key, content_key FROM platform_bank_credits ORDER BY remittance_id').all()).toEqual([
      { remittance_id: 1, serial_key: null, content_key: keys[0]?.content },
      { remittance_id: 2, serial_key: null, content_key: keys[1]?.content },
    ]);
  });
});
