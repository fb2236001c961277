// Raw statement answers (docs/company-api.md §4) mapped to what the screens show, on the server: money as
// two-decimal strings through the shared money module, each line's document linked where it lives.
import { formatFen, money, sumFen, toFen } from '#shared/money.ts';
import { type PurchaseRefView, toPurchaseRefView } from '../company-purchase-refs/purchase-ref-view.ts';
import {
  isStatementLineKind,
  LINE_DISPUTE_STATUS_NAMES,
  type LineDisputeStatus,
  STATEMENT_KIND_NAMES,
  STATEMENT_LINE_KINDS,
  STATEMENT_PAGE_SIZE,
  STATEMENT_STATUS_NAMES,
  type StatementLineKind,
  type StatementStatus,
} from '#shared/company/statement-rules.ts';
import { ROUTES } from '#shared/routes.ts';
import { pageHref } from '#web/features/browse/page-href.ts';

export const STATEMENT_LIST_PATH = '/user/statement_management';
export const STATEMENT_DETAIL_PATH = '/user/statement_details';
const REMITTANCE_PATH = '/user/remittance_management';

export interface StatementView {
  id: number;
  period: string;
  startDate: string;
  endDate: string;
  opening: string;
  purchase: string;
  balancePay: string;
  creditPay: string;
  refund: string;
  remittance: string;
  other: string;
  closing: string;
  lineCount: number;
  status: StatementStatus;
  statusName: string;
  disputeReason: string;
  confirmTime: string;
  confirmName: string;
}

export interface StatementLineView {
  id: number;
  time: string;
  kind: string;
  kindName: string;
  docNo: string;
  /** where the document lives; '' when it has none */
  href: string;
  amount: string;
  balance: string;
  income: boolean;
  /** the order's 采购单号 and 成本中心 (docs/company-api.md §8.3) */
  purchaseRef: PurchaseRefView;
  /** the line's dispute and the platform's answer (docs/company-api.md §4.1); null when nobody disputed it */
  dispute: LineDisputeView | null;
}

export interface LineDisputeView {
  status: LineDisputeStatus;
  statusName: string;
  reason: string;
  answer: string;
  /** signed, two decimals; '0.00' when the answer moved no money */
  adjust: string;
}

function toLineDisputeView(raw: unknown): LineDisputeView | null {
  if (!raw || typeof raw !== 'object') return null;
  const dispute = raw as Raw;
  const number = Number(dispute.status);
  const status: LineDisputeStatus = number === 1 || number === 2 ? number : 0;
  return {
    status,
    statusName: text(dispute.status_name) || LINE_DISPUTE_STATUS_NAMES[status],
    reason: text(dispute.reason),
    answer: text(dispute.answer),
    adjust: money(dispute.adjust_amount),
  };
}

type Raw = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));
function statusOf(value: unknown): StatementStatus {
  const status = Number(value);
  return status === 1 || status === 2 ? status : 0;
}

export function toStatementView(raw: Raw): StatementView {
  const status = statusOf(raw.status);
  return {
    id: Number(raw.statement_id) || 0,
    period: text(raw.period),
    startDate: text(raw.start_date),
    endDate: text(raw.end_date),
    opening: money(raw.opening_balance),
    purchase: money(raw.purchase_price),
    balancePay: money(raw.balance_pay_price),
    creditPay: money(raw.credit_pay_price),
    refund: money(raw.refund_price),
    remittance: money(raw.remittance_price),
    other: money(raw.other_price),
    closing: money(raw.closing_balance),
    lineCount: Number(raw.line_count) || 0,
    status,
    statusName: text(raw.status_name) || STATEMENT_STATUS_NAMES[status],
    disputeReason: text(raw.dispute_reason),
    confirmTime: text(raw.confirm_time),
    confirmName: text(raw.confirm_name),
  };
}

function documentHref(linkType: string, linkId: number): string {
  if (linkType === 'remittance') return REMITTANCE_PATH;
  if (linkId <= 0) return '';
  if (linkType === 'order') return `${ROUTES.orderDetail.path}?orderId=${linkId}`;
  if (linkType === 'refund') return `${ROUTES.refundDetail.path}?id=${linkId}`;
  return '';
}

export function toLineView(raw: Raw): StatementLineView {
  const kind = text(raw.kind);
  return {
    id: Number(raw.ledger_id) || 0,
    time: text(raw.create_time),
    kind,
    kindName: text(raw.kind_name) || (isStatementLineKind(kind) ? STATEMENT_KIND_NAMES[kind] : kind),
    docNo: text(raw.link_no),
    href: documentHref(text(raw.link_type), Number(raw.link_id) || 0),
    amount: money(raw.amount),
    balance: money(raw.balance),
    income: toFen(raw.amount) > 0,
    purchaseRef: toPurchaseRefView({ po_number: text(raw.po_number), cost_center_name: text(raw.cost_center_name) }),
    dispute: toLineDisputeView(raw.dispute),
  };
}

/** The totals row: the lines' amounts added in fen. */
export function linesTotal(lines: readonly StatementLineView[]): string {
  return formatFen(sumFen(lines.map((line) => toFen(line.amount))));
}

export const STATEMENT_STATUS_TABS: ReadonlyArray<{ key: string; label: string }> = [
  { key: '', label: '全部' },
  ...([0, 1, 2] as const).map((status) => ({ key: String(status), label: STATEMENT_STATUS_NAMES[status] })),
];

export const STATEMENT_KIND_TABS: ReadonlyArray<{ key: string; label: string }> = [
  { key: '', label: '全部' },
  ...STATEMENT_LINE_KINDS.map((kind) => ({ key: kind, label: STATEMENT_KIND_NAMES[kind] })),
];

export function statusFilterOf(value: unknown): string {
  const key = text(value);
  return key === '0' || key === '1' || key === '2' ? key : '';
}

export function kindFilterOf(value: unknown): StatementLineKind | '' {
  const key = text(value);
  return isStatementLineKind(key) ? key : '';
}

export function pageOf(value: unknown): number {
  const page = Number.parseInt(text(value), 10);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function listHref(status: string, page = 1): string {
  return pageHref(STATEMENT_LIST_PATH, { status }, page);
}

export function detailHref(id: number, kind = ''): string {
  return `${STATEMENT_DETAIL_PATH}?id=${id}${kind ? `&kind=${kind}` : ''}`;
}

/** The BFF path of a file export (a plain download link). */
export function exportHref(id: number, type: 'xlsx' | 'pdf'): string {
  return `/api/company/statement/export/${id}?type=${type}`;
}

export { STATEMENT_PAGE_SIZE };
