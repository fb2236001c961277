// The user centre's ledgers (docs/screens.md a.11): 我的余额 with its tabs 账单明细 / 收入明细 / 支出明细
// (GET /api/user/bill type 0 all, 2 income, 1 spending) and 我的积分's 分值明细, 10 rows a page.
import { formatFen, toFen } from '#shared/money.ts';
import { pageHref } from '#web/features/browse/page-href.ts';

export const LEDGER_PAGE_SIZE = 10;
export const BALANCE_PATH = '/user/balance';
export const INTEGRAL_PATH = '/user/integral';

export type BalanceTab = '0' | '1' | '2';

export const BALANCE_TABS: readonly { key: BalanceTab; label: string }[] = [
  { key: '0', label: '账单明细' },
  { key: '2', label: '收入明细' },
  { key: '1', label: '支出明细' },
];

export function balanceTabOf(value: string | undefined): BalanceTab {
  return value === '1' || value === '2' ? value : '0';
}

/** A page number from the query: a whole number ≥ 1, else 1. */
export function ledgerPageOf(value: string | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function balanceHref(tab: BalanceTab, page = 1): string {
  return pageHref(BALANCE_PATH, { type: tab === '0' ? undefined : tab }, page);
}

export function integralHref(page = 1): string {
  return page > 1 ? `${INTEGRAL_PATH}?page=${page}` : INTEGRAL_PATH;
}

export interface LedgerRow {
  id: number;
  title: string;
  mark: string;
  time: string;
  /** '+12.00' / '-12.00' for money, '+12' / '-12' for points */
  amount: string;
  income: boolean;
}

export interface RawBill {
  bill_id?: unknown;
  pm?: unknown;
  title?: unknown;
  number?: unknown;
  mark?: unknown;
  create_time?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function toLedgerRow(raw: RawBill, unit: 'money' | 'points'): LedgerRow {
  const income = Number(raw.pm) === 1;
  const figure = unit === 'money' ? formatFen(toFen(raw.number)) : String(Math.trunc(Number(raw.number) || 0));
  return {
    id: Number(raw.bill_id) || 0,
    title: text(raw.title),
    mark: text(raw.mark),
    time: text(raw.create_time),
    amount: `${income ? '+' : '-'}${figure}`,
    income,
  };
}

export interface LedgerPage {
  total: number;
  rows: LedgerRow[];
}

export function toLedgerPage(raw: { count?: unknown; list?: unknown } | null | undefined, unit: 'money' | 'points'): LedgerPage {
  const list = Array.isArray(raw?.list) ? (raw.list as RawBill[]) : [];
  return { total: Number(raw?.count) || 0, rows: list.map((row) => toLedgerRow(row, unit)) };
}
