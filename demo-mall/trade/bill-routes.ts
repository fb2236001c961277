// The purse's ledgers (docs/mall-api.md §3.9): balance bills (GET /api/user/bill, type 0 all, 1 spending,
// 2 income) and the points ledger with its summary and clearing date (GET /api/user/integral/info|lst).
// Rows come from the bills the trade and after-sales modules write; a company token reads the company's.
import type { FastifyInstance } from 'fastify';
import { formatFen } from '#shared/money.ts';
import { fail, ok } from '../core/envelope.ts';
import { paginate, pagingOf } from '../core/param-schemas.ts';
import { readParams } from '../core/params.ts';
import type { LoginGate } from '../core/login-gate.ts';
import type { BuyerPurse } from '../accounts/buyer-purse.ts';
import type { BillFields, OrderStore } from './order-store.ts';

interface BillRow extends BillFields {
  bill_id: number;
  pm: number;
}

/** One ledger row as both lists show it; `number` and `balance` are money in the balance list, points in the other. */
function billView(row: BillRow, number: string | number, balance: string | number) {
  return {
    bill_id: row.bill_id,
    pm: row.pm,
    title: row.title,
    category: row.category,
    type: row.type,
    number,
    balance,
    mark: row.mark,
    link_id: row.link_id,
    create_time: row.create_time,
    status: 1,
  };
}

const BILL_PAGE_SIZE = 10;
/** stock's refusal of the points reads while integral_status is off (HTTP 200, body status 400) */
const POINTS_OFF = '积分功能未开启';

/** Which balance bills a `type` asks for: every one, spending (pm 0) or income (pm 1). */
export function billFilter(type: unknown): (row: { pm: number }) => boolean {
  const value = Number(type);
  if (value === 1) return (row) => row.pm === 0;
  if (value === 2) return (row) => row.pm === 1;
  return () => true;
}

/**
 * Points clear once a year, at the end of December: what is due is what was earned before this year and is
 * still held (docs/mall-api.md §3.9).
 */
export function pointsClearing(held: number, earnedBeforeThisYear: number) {
  return { nextClearDay: '12月31日', status: true, nextClearIntegral: Math.max(0, Math.min(held, earnedBeforeThisYear)) };
}

/** What the purse's ledgers use of the trade module. */
export interface BillRouteDeps {
  gate: LoginGate;
  orders: OrderStore;
  purse: BuyerPurse;
  now: () => number;
  /** integral_status: with points off, the points reads refuse as stock does (积分功能未开启) */
  pointsOn?: boolean;
}

export function registerBillRoutes(app: FastifyInstance, options: BillRouteDeps): void {
  const { gate, orders, purse, now } = options;
  const billsOf = (principal: string, category: string) =>
    (orders.billsOf(principal) as unknown as BillRow[]).filter((row) => row.category === category);

  app.get('/api/user/bill', async (request) => {
    const params = readParams(request);
    const { page, limit } = pagingOf(params, BILL_PAGE_SIZE);
    const rows = billsOf(gate.principal(request).key, 'now_money').filter(billFilter(params.type));
    const result = paginate(rows, page, limit);
    return ok({
      count: result.count,
      list: result.list.map((row) => billView(row, formatFen(row.number_fen), formatFen(row.balance_fen))),
    });
  });

  app.get('/api/user/integral/info', async (request) => {
    if (options.pointsOn === false) return fail(POINTS_OFF);
    const key = gate.principal(request).key;
    const rows = billsOf(key, 'integral');
    const held = purse.read(key)?.points ?? 0;
    const today = new Date(now());
    const yearStart = `${today.getFullYear()}-01-01 00:00:00`;
    const earnedBefore = rows.filter((row) => row.pm === 1 && row.create_time < yearStart).reduce((sum, row) => sum + row.number_fen, 0);
    const clear = pointsClearing(held, earnedBefore);
    return ok({
      integral: held,
      lockIntegral: 0,
      deductionIntegral: rows.filter((row) => row.pm === 0).reduce((sum, row) => sum + row.number_fen, 0),
      totalGainIntegral: rows.filter((row) => row.pm === 1).reduce((sum, row) => sum + row.number_fen, 0),
      clear,
    });
  });

  app.get('/api/user/integral/lst', async (request) => {
    if (options.pointsOn === false) return fail(POINTS_OFF);
    const { page, limit } = pagingOf(readParams(request), BILL_PAGE_SIZE);
    const result = paginate(billsOf(gate.principal(request).key, 'integral'), page, limit);
    return ok({
      count: result.count,
      // points, not money, in this category
      list: result.list.map((row) => billView(row, row.number_fen, row.balance_fen)),
    });
  });
}
