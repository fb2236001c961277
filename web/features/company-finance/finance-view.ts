// What 财务管理 and 汇款管理 show (docs/user-centre.md, docs/company-api.md §3): the account's figures, ledger rows
// with a link to what caused them, the ledger's tabs and filters as URLs, and remittance records. Raw mall records
// become these small views on the server; every amount goes through #shared/money.ts.
import { formatFen, toFen } from '#shared/money.ts';
import { COMPANY_LEDGER_KINDS, type CompanyLedgerKind, isLedgerKind, REMITTANCE_STATUS_NAMES } from '#shared/company/finance-rules.ts';
import { pageHref } from '#web/features/browse/page-href.ts';
import { tabNamed, tabPageHref } from '#web/features/ui/list-tabs.ts';

export const FINANCE_PATH = '/user/financial_management';
export const REMITTANCES_PATH = '/user/remittance_management';
export const RECHARGE_PATH = '/recharge-remittance';

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

// ---- the account ----

export interface AccountView {
  companyName: string;
  /** the company's permanent 汇款识别码 */
  remittanceCode: string;
  balance: string;
  creditLine: string;
  usedCredit: string;
  availableCredit: string;
  frozen: string;
}

export interface RawAccount {
  company_name?: unknown;
  remittance_code?: unknown;
  now_money?: unknown;
  credit_line?: unknown;
  used_credit?: unknown;
  available_credit?: unknown;
  frozen_money?: unknown;
}

export function toAccountView(raw: RawAccount): AccountView {
  return {
    companyName: text(raw.company_name),
    remittanceCode: text(raw.remittance_code),
    balance: formatFen(toFen(raw.now_money)),
    creditLine: formatFen(toFen(raw.credit_line)),
    usedCredit: formatFen(toFen(raw.used_credit)),
    availableCredit: formatFen(toFen(raw.available_credit)),
    frozen: formatFen(toFen(raw.frozen_money)),
  };
}

/** 账户余额, 授信额度, 已用额度, 可用额度, 冻结金额, in that order. */
export function accountFigures(account: AccountView): { label: string; value: string }[] {
  return [
    { label: '账户余额(元)', value: account.balance },
    { label: '授信额度(元)', value: account.creditLine },
    { label: '已用额度(元)', value: account.usedCredit },
    { label: '可用额度(元)', value: account.availableCredit },
    { label: '冻结金额(元)', value: account.frozen },
  ];
}

// ---- the ledger's filters ----

export type LedgerTab = 'all' | 'income' | 'expense';

export const LEDGER_TABS: readonly { key: LedgerTab; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'income', label: '收入' },
  { key: 'expense', label: '支出' },
];

export interface LedgerFilter {
  tab: LedgerTab;
  kind: CompanyLedgerKind | '';
  start: string;
  end: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter from the page's query; anything not understood reads as "no filter". */
export function ledgerFilterOf(search: Record<string, string | undefined>): LedgerFilter {
  const tab = search.tab === 'income' || search.tab === 'expense' ? search.tab : 'all';
  const page = Number(search.page);
  let start = DAY.test(search.start ?? '') ? (search.start as string) : '';
  let end = DAY.test(search.end ?? '') ? (search.end as string) : '';
  // a range given backwards still means the days between
  if (start && end && start > end) [start, end] = [end, start];
  return { tab, kind: isLedgerKind(search.kind) ? search.kind : '', start, end, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

export function ledgerHref(filter: LedgerFilter): string {
  const { tab, kind, start, end, page } = filter;
  return pageHref(FINANCE_PATH, { tab: tab === 'all' ? undefined : tab, kind, start, end }, page);
}

/** The mall's query for a filter (docs/company-api.md §3.2). */
export function ledgerQuery(filter: LedgerFilter, limit: number): Record<string, string | number> {
  const query: Record<string, string | number> = { page: filter.page, limit };
  if (filter.tab !== 'all') query.pm = filter.tab === 'income' ? 1 : 0;
  if (filter.kind) query.kind = filter.kind;
  if (filter.start) query.start = filter.start;
  if (filter.end) query.end = filter.end;
  return query;
}

export const LEDGER_KIND_OPTIONS = Object.entries(COMPANY_LEDGER_KINDS).map(([value, label]) => ({ value, label }));

// ---- ledger rows ----

export interface FinanceLedgerRow {
  id: number;
  kindName: string;
  /** '+1500.00' / '-328.00' */
  amount: string;
  income: boolean;
  balance: string;
  usedCredit: string;
  netBalance: string;
  /** what caused it: its number and where to see it ('' when nothing links) */
  linkText: string;
  linkHref: string;
  memberName: string;
  mark: string;
  time: string;
}

export interface RawLedgerRow {
  ledger_id?: unknown;
  kind?: unknown;
  kind_name?: unknown;
  amount?: unknown;
  balance?: unknown;
  used_credit?: unknown;
  net_balance?: unknown;
  link_type?: unknown;
  link_id?: unknown;
  link_no?: unknown;
  member_name?: unknown;
  mark?: unknown;
  create_time?: unknown;
}

/** Where a ledger row's cause is shown. */
export function linkOf(type: string, id: number, no: string): { text: string; href: string } {
  if (!id) return { text: no, href: '' };
  if (type === 'order') return { text: `订单号 ${no}`, href: `/order_detail?orderId=${id}` };
  if (type === 'refund') return { text: `退款单 ${no}`, href: `/refund_detail?id=${id}` };
  if (type === 'remittance') return { text: `汇款 ${no}`, href: `${REMITTANCES_PATH}?detail=${id}` };
  return { text: no, href: '' };
}

export function toFinanceLedgerRow(raw: RawLedgerRow): FinanceLedgerRow {
  const fen = toFen(raw.amount);
  const kind = text(raw.kind);
  const link = linkOf(text(raw.link_type), Number(raw.link_id) || 0, text(raw.link_no));
  return {
    id: Number(raw.ledger_id) || 0,
    kindName: text(raw.kind_name) || (isLedgerKind(kind) ? COMPANY_LEDGER_KINDS[kind] : kind),
    amount: `${fen > 0 ? '+' : ''}${formatFen(fen)}`,
    income: fen > 0,
    balance: formatFen(toFen(raw.balance)),
    usedCredit: formatFen(toFen(raw.used_credit)),
    netBalance: formatFen(toFen(raw.net_balance)),
    linkText: link.text,
    linkHref: link.href,
    memberName: text(raw.member_name),
    mark: text(raw.mark),
    time: text(raw.create_time),
  };
}

export interface PageOf<T> {
  total: number;
  rows: T[];
}

export function pageOf<R, T>(raw: { count?: unknown; list?: unknown } | null | undefined, map: (row: R) => T): PageOf<T> {
  const list = Array.isArray(raw?.list) ? (raw.list as R[]) : [];
  return { total: Number(raw?.count) || 0, rows: list.map(map) };
}

// ---- remittances ----

/** The platform's account that receives remittances (GET /api/company/remittance/prepare). */
export interface ReceivingAccount {
  accountName: string;
  bankName: string;
  accountNo: string;
}

export type RemittanceTab = 'all' | '0' | '1' | '2' | '-1';

type RemittanceTabEntry = { key: RemittanceTab; label: string };

export const REMITTANCE_TABS: readonly [RemittanceTabEntry, ...RemittanceTabEntry[]] = [
  { key: 'all', label: '全部' },
  { key: '0', label: '待审核' },
  { key: '1', label: '已到账' },
  { key: '2', label: '已驳回' },
  { key: '-1', label: '已取消' },
];

export const remittanceTabOf = (value: string | undefined): RemittanceTab => tabNamed(REMITTANCE_TABS, value);
export const remittancesHref = (tab: RemittanceTab, page = 1) => tabPageHref(REMITTANCES_PATH, 'status', REMITTANCE_TABS, tab, page);

export interface RemittanceView {
  id: number;
  /** 汇款单号: the record's own number */
  no: string;
  /** 汇款识别码 the transfer carried (the company's) */
  code: string;
  amount: string;
  payerName: string;
  payerBank: string;
  transferDate: string;
  vouchers: string[];
  mark: string;
  status: number;
  statusName: string;
  failReason: string;
  memberName: string;
  createTime: string;
  reviewTime: string;
  cancellable: boolean;
}

export interface RawRemittance {
  remittance_id?: unknown;
  remittance_no?: unknown;
  code?: unknown;
  amount?: unknown;
  payer_name?: unknown;
  payer_bank?: unknown;
  transfer_date?: unknown;
  vouchers?: unknown;
  mark?: unknown;
  status?: unknown;
  status_name?: unknown;
  fail_reason?: unknown;
  member_name?: unknown;
  create_time?: unknown;
  review_time?: unknown;
}

export function toRemittanceView(raw: RawRemittance): RemittanceView {
  const status = Number(raw.status) || 0;
  return {
    id: Number(raw.remittance_id) || 0,
    no: text(raw.remittance_no),
    code: text(raw.code),
    amount: formatFen(toFen(raw.amount)),
    payerName: text(raw.payer_name),
    payerBank: text(raw.payer_bank),
    transferDate: text(raw.transfer_date),
    vouchers: Array.isArray(raw.vouchers) ? raw.vouchers.filter((item): item is string => typeof item === 'string') : [],
    mark: text(raw.mark),
    status,
    statusName: text(raw.status_name) || (REMITTANCE_STATUS_NAMES[status] ?? ''),
    failReason: text(raw.fail_reason),
    memberName: text(raw.member_name),
    createTime: text(raw.create_time),
    reviewTime: text(raw.review_time),
    cancellable: status === 0,
  };
}
