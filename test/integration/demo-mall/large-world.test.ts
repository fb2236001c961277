// The large world (DEMO_MALL_SEED=large, docs/adr/0085) at one hundredth of its size: written twice it is the same
// row for row, and it is consistent the way the mall's own writes are: the ledger explains the balance, statements
// add up to their lines, an invoice's amount is its order lines', every company order's member belongs to the company.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoMall } from '../../../demo-mall/app.ts';
import { createCompanyLedger, netAfter, type LedgerRow } from '../../../demo-mall/company/company-ledger.ts';
import { createStatements } from '../../../demo-mall/company/statements/statement-service.ts';
import type { DemoMallDatabase } from '../../../demo-mall/db/database.ts';
import { writeLargeWorld } from '../../../demo-mall/large-world/seed-large.ts';
import { scaledWorld } from '../../../demo-mall/large-world/world-size.ts';

const SIZE = scaledWorld(0.01);
const END_MS = new Date(2026, 11, 7, 10, 0, 0).getTime();

type Mall = Awaited<ReturnType<typeof buildDemoMall>>;

async function seededMall(): Promise<Mall> {
  const mall = await buildDemoMall({ orderSweepMs: 0, printSms: false });
  expect(writeLargeWorld(mall.context, { size: SIZE, endMs: END_MS })).toBe('seeded');
  return mall;
}

/** Every table but settings (the token secret and seed markers differ by nature), hashed row by row. */
function tableDigests(db: DemoMallDatabase): Record<string, string> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'settings' ORDER BY name")
    .all() as { name: string }[];
  return Object.fromEntries(
    tables.map(({ name }) => {
      const rows = db.prepare(`SELECT * FROM "${name}"`).raw().all() as unknown[][];
      const lines = rows
        .map((row) => JSON.stringify(row, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString('hex') : value)))
        .sort();
      return [name, createHash('sha256').update(lines.join('\n')).digest('hex')];
    }),
  );
}

const count = (db: DemoMallDatabase, sql: string, ...args: unknown[]) => (db.prepare(sql).get(...args) as { n: number }).n;

describe('the large world, scaled down', () => {
  let first: Mall;
  let second: Mall;
  beforeAll(async () => {
    first = await seededMall();
    second = await seededMall();
  }, 120_000);
  afterAll(async () => {
    await first?.app.close();
    await second?.app.close();
  });

  it('is written the same, row for row, every time', () => {
    expect(tableDigests(second.context.db)).toEqual(tableDigests(first.context.db));
  });

  it('is written once: a second seed finds it and writes nothing', () => {
    const before = tableDigests(first.context.db);
    expect(writeLargeWorld(first.context, { size: SIZE, endMs: END_MS })).toBe('present');
    expect(tableDigests(first.context.db)).toEqual(before);
  });

  it('holds the sizes asked for, the demo login and 上海东联 under its 管理员', () => {
    const { db } = first.context;
    expect(count(db, 'SELECT COUNT(*) AS n FROM companies')).toBe(SIZE.companies);
    expect(count(db, 'SELECT COUNT(*) AS n FROM company_members WHERE company_id = 1')).toBe(SIZE.members);
    expect(count(db, 'SELECT COUNT(*) AS n FROM company_units WHERE company_id = 1')).toBe(SIZE.units);
    expect(count(db, "SELECT COUNT(*) AS n FROM company_members WHERE company_id = 1 AND uid = 2 AND role = 'admin'")).toBe(1);
    expect(count(db, "SELECT COUNT(*) AS n FROM users WHERE phone = '13800000002'")).toBe(1);
    expect(count(db, "SELECT COUNT(*) AS n FROM orders WHERE principal = 'company:1'")).toBe(SIZE.orders);
    expect(
      count(
        db,
        "SELECT COUNT(*) AS n FROM company_agreement_prices WHERE company_id = 1 AND start_date <= '2026-12-07' AND end_date >= '2026-12-07'",
      ),
    ).toBe(SIZE.agreements);
    expect(count(db, 'SELECT COUNT(*) AS n FROM company_quotes WHERE company_id = 1')).toBe(SIZE.quotes);
    expect(count(db, 'SELECT COUNT(*) AS n FROM member_inbox WHERE uid = 2')).toBeGreaterThanOrEqual(SIZE.messages);
    // four levels: a unit whose parent's parent's parent is the root
    expect(
      count(
        db,
        `SELECT COUNT(*) AS n FROM company_units a JOIN company_units b ON b.unit_id = a.parent_id
        JOIN company_units c ON c.unit_id = b.parent_id WHERE c.parent_id IS NOT NULL AND a.company_id = 1`,
      ),
    ).toBeGreaterThan(0);
  });

  it('has orders in every state, with refunds, acceptances, approvals, statements and invoices', () => {
    const { db } = first.context;
    const states = (
      db.prepare("SELECT DISTINCT status FROM orders WHERE principal = 'company:1' AND paid = 1").all() as { status: number }[]
    ).map((r) => r.status);
    expect(states.sort()).toEqual([-1, 0, 1, 2, 3]);
    expect(count(db, "SELECT COUNT(*) AS n FROM group_orders WHERE principal = 'company:1' AND is_del = 1")).toBeGreaterThan(0);
    for (const table of [
      'refund_orders',
      'company_acceptances',
      'company_approvals',
      'company_statements',
      'company_statement_invoices',
      'company_approval_rules',
      'company_budgets',
    ]) {
      expect(count(db, `SELECT COUNT(*) AS n FROM ${table}`), table).toBeGreaterThan(0);
    }
  });

  it("dates nothing after the world's today", () => {
    const { db } = first.context;
    const today = '2026-12-07 10:00:00';
    for (const [table, columns] of Object.entries({
      orders: ['create_time', 'pay_time', 'delivery_time', 'delivered_time', 'take_time'],
      refund_orders: ['create_time'],
      company_acceptances: ['accept_time'],
      company_ledger: ['create_time'],
      member_events: ['create_time'],
    })) {
      for (const column of columns)
        expect(count(db, `SELECT COUNT(*) AS n FROM ${table} WHERE ${column} > ?`, today), `${table}.${column}`).toBe(0);
    }
  });

  it('places every company order by a member of the company, its totals the sum of its lines', () => {
    const { db } = first.context;
    expect(
      count(
        db,
        `SELECT COUNT(*) AS n FROM orders o WHERE o.principal = 'company:1' AND o.member_uid IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM company_members m WHERE m.company_id = 1 AND m.uid = o.member_uid)`,
      ),
    ).toBe(0);
    expect(count(db, "SELECT COUNT(*) AS n FROM orders WHERE principal = 'company:1' AND member_uid IS NULL")).toBe(0);
    expect(
      count(
        db,
        `SELECT COUNT(*) AS n FROM orders o WHERE o.principal = 'company:1'
        AND o.pay_price_fen <> (SELECT SUM(p.pay_price_fen) FROM order_products p WHERE p.order_id = o.order_id)`,
      ),
    ).toBe(0);
  });

  it('keeps a ledger that explains the account, row after row, in time order', () => {
    const { db } = first.context;
    const rows = db.prepare('SELECT * FROM company_ledger WHERE company_id = 1 ORDER BY ledger_id').all() as LedgerRow[];
    for (let i = 1; i < rows.length; i++) {
      const [before, row] = [rows[i - 1] as LedgerRow, rows[i] as LedgerRow];
      expect(netAfter(row), `ledger ${row.ledger_id}`).toBe(netAfter(before) + row.amount_fen);
      expect(row.create_time >= before.create_time, `ledger ${row.ledger_id} in time order`).toBe(true);
    }
    const account = createCompanyLedger(db).account(1);
    expect(account?.now_money_fen).toBe(rows.at(-1)?.balance_after_fen);
    expect(account?.credit_used_fen).toBe(rows.at(-1)?.credit_used_after_fen);
    const refunded = count(
      db,
      "SELECT COALESCE(SUM(refund_price_fen), 0) AS n FROM refund_orders WHERE principal = 'company:1' AND status = 3",
    );
    expect(count(db, "SELECT COALESCE(SUM(amount_fen), 0) AS n FROM company_ledger WHERE company_id = 1 AND kind = 'refund'")).toBe(
      refunded,
    );
  });

  it('confirms statements whose totals are the sum of their lines, as the statement page computes them', () => {
    const { db } = first.context;
    const ledger = createCompanyLedger(db);
    const statements = createStatements({ db, ledger, now: () => END_MS });
    const periods = (
      db.prepare('SELECT period FROM company_statements WHERE company_id = 1 AND status = 1').all() as { period: string }[]
    ).map((r) => r.period);
    expect(periods.length).toBeGreaterThan(0);
    for (const period of periods) {
      const statement = statements.statement(1, period);
      expect(statement?.status, period).toBe(1);
      const figures = statement?.figures;
      const sum = (figures?.lines ?? []).reduce((total, line) => total + line.amountFen, 0);
      expect((figures?.openingFen ?? 0) + sum, period).toBe(figures?.closingFen);
    }
  });

  it("bills an invoice for exactly its company's order lines", () => {
    const { db } = first.context;
    expect(
      count(
        db,
        `SELECT COUNT(*) AS n FROM company_statement_invoices i WHERE i.total_fen <>
        (SELECT SUM(gross_fen) FROM company_statement_invoice_items t WHERE t.invoice_id = i.invoice_id)`,
      ),
    ).toBe(0);
    expect(
      count(
        db,
        `SELECT COUNT(*) AS n FROM company_statement_invoice_items t JOIN company_statement_invoices i ON i.invoice_id = t.invoice_id
        LEFT JOIN orders o ON o.order_id = t.order_id WHERE o.principal IS NOT 'company:1' OR o.mer_id <> i.mer_id`,
      ),
    ).toBe(0);
  });
});

describe('choosing the large world', () => {
  it('refuses a database that already holds another world, writing nothing', async () => {
    const mall = await buildDemoMall({ orderSweepMs: 0, printSms: false });
    try {
      mall.context.db
        .prepare(`INSERT INTO users (account, phone, nickname, avatar, password_salt, password_hash, create_time)
          VALUES ('13700000000', '13700000000', 'x', '', 's', 'h', '2026-01-01 00:00:00')`)
        .run();
      const before = tableDigests(mall.context.db);
      expect(() => writeLargeWorld(mall.context, { size: SIZE, endMs: END_MS })).toThrow(
        /already holds orders or accounts of another world/,
      );
      expect(tableDigests(mall.context.db)).toEqual(before);
    } finally {
      await mall.app.close();
    }
  });
});
