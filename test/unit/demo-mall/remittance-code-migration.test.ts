// Migration 12 (ADR 0036) on a file written before it: each existing company gets its permanent 汇款识别码, an older
// remittance keeps the code its transfer carried and gets the number HR + that code's tail (its ledger row links to
// it), and the reserved-codes table is gone.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate, schemaVersion } from '../../../demo-mall/db/migrations.ts';
import { companyRemittanceCode } from '../../../shared/company/remittance-codes.ts';

const TIME = '2026-11-20 10:00:00';

describe('migration 12: one code per company, numbers for remittances', () => {
  it('moves a version-11 file without losing a remittance', () => {
    const db = new Database(':memory:');
    migrate(
      db,
      MIGRATIONS.filter((migration) => migration.version <= 11),
    );
    expect(schemaVersion(db)).toBe(11);
    db.prepare(
      "INSERT INTO users (uid, account, phone, nickname, avatar, password_salt, password_hash, create_time) VALUES (?, ?, ?, 'n', '', '', '', ?)",
    ).run(7, '13900000007', '13900000007', TIME);
    db.prepare('INSERT INTO companies (company_id, name, owner_uid) VALUES (7, ?, 7)').run('恒泰');
    db.prepare('INSERT INTO company_remittance_codes (code, company_id, create_time) VALUES (?, 7, ?)').run('HK261120AB3Z', TIME);
    db.prepare(
      `INSERT INTO company_remittances (company_id, code, amount_fen, payer_name, payer_bank, transfer_date, vouchers, status, ledger_id,
                                        create_time) VALUES (7, 'HK261120AB3Z', 150000, '恒泰', '工行', '2026-11-20', '[]', 1, 1, ?)`,
    ).run(TIME);
    db.prepare(
      `INSERT INTO company_ledger (company_id, kind, amount_fen, balance_after_fen, credit_used_after_fen, link_type, link_id, link_no,
                                   create_time) VALUES (7, 'remittance', 150000, 150000, 0, 'remittance', 1, 'HK261120AB3Z', ?)`,
    ).run(TIME);

    migrate(db);

    expect(db.prepare('SELECT remittance_code FROM companies WHERE company_id = 7').get()).toEqual({
      remittance_code: companyRemittanceCode(7),
    });
    expect(db.prepare('SELECT remittance_id, remittance_no, code, amount_fen, status FROM company_remittances').all()).toEqual([
      { remittance_id: 1, remittance_no: 'HR261120AB3Z', code: 'HK261120AB3Z', amount_fen: 150000, status: 1 },
    ]);
    expect(db.prepare("SELECT link_no FROM company_ledger WHERE link_type = 'remittance'").get()).toEqual({ link_no: 'HR261120AB3Z' });
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'company_remittance_codes'").get()).toBeUndefined();
    // the code is unique: a second company cannot be given the same one
    db.prepare(
      "INSERT INTO users (uid, account, phone, nickname, avatar, password_salt, password_hash, create_time) VALUES (8, 'a8', 'p8', 'n', '', '', '', ?)",
    ).run(TIME);
    expect(() =>
      db
        .prepare('INSERT INTO companies (company_id, name, owner_uid, remittance_code) VALUES (8, ?, 8, ?)')
        .run('另一家', companyRemittanceCode(7)),
    ).toThrow(/UNIQUE/);
    db.close();
  });
});
