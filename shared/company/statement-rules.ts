// Company statements (对账单, docs/company-api.md §4) as both sides read them: the documented messages, the states,
// the line kinds and their names, the export formats. Each side checks requests with its own code (the storefront:
// shared/schemas/company-statement-schemas.ts; the mall: demo-mall/company/statements/statement-params.ts).

export const STATEMENT_MESSAGES = {
  missing: '对账单不存在',
  confirmed: '对账单已确认',
  alreadyConfirmed: '该对账单已确认',
  disputed: '已提交异议',
  reasonRequired: '请填写异议原因',
  reasonTooLong: '异议原因长度不能超过 200',
  exportType: '请选择导出格式',
  fontMissing: '导出失败：缺少中文字体',
  lineMissing: '该明细不在本对账单中',
  lineAnswered: '该明细的异议已处理',
} as const;

export const STATEMENT_REASON_MAX = 200;
/** statements a page (the list's default `limit`) */
export const STATEMENT_PAGE_SIZE = 12;

export const STATEMENT_STATUSES = [0, 1, 2] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];
export const STATEMENT_STATUS_NAMES: Readonly<Record<StatementStatus, string>> = { 0: '待确认', 1: '已确认', 2: '有异议' };

/**
 * The ledger kinds a statement line can have (docs/company-api.md §3.2), in the order the filter tabs show them. An
 * 'opening' row (期初结转) is carried into the month's 期初余额, never a line (§4).
 */
export const STATEMENT_LINE_KINDS = ['balance_pay', 'credit_pay', 'refund', 'remittance', 'adjust'] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];
// 'credit_repay' (账期还款, §11.3) moves balance and used credit together, and 'red_invoice' (红字发票, §12.3) records a
// red invoice without moving money (its refund did): both show as lines of amount 0
export const STATEMENT_KIND_NAMES: Readonly<Record<StatementLineKind | 'opening' | 'credit_repay' | 'red_invoice', string>> = {
  opening: '期初结转',
  remittance: '汇款到账',
  balance_pay: '余额支付',
  credit_pay: '账期支付',
  refund: '退款',
  adjust: '调整',
  credit_repay: '账期还款',
  red_invoice: '红字发票',
};

export function isStatementLineKind(value: unknown): value is StatementLineKind {
  return typeof value === 'string' && (STATEMENT_LINE_KINDS as readonly string[]).includes(value);
}

/**
 * A statement's running figure is the company's net position, 账户余额 − 已用额度 (what it holds less what it owes on
 * 账期), not the 账户余额 财务管理 shows beside 已用额度. The page, the .xlsx and the .pdf name it 净额 and say so.
 */
export const STATEMENT_NET_LABELS = {
  opening: '期初净额',
  closing: '期末净额',
  running: '净额',
  note: '净额 = 账户余额 − 已用额度（财务管理中分别列示「账户余额」与「已用额度」）',
} as const;

export const STATEMENT_EXPORT_TYPES = ['xlsx', 'pdf'] as const;
export type StatementExportType = (typeof STATEMENT_EXPORT_TYPES)[number];

/**
 * A disputed line (docs/company-api.md §4.1): 0 待处理 until the platform answers with a note (2 已说明) or with an
 * adjustment that moves money (1 已调整).
 */
export const LINE_DISPUTE_STATUSES = [0, 1, 2] as const;
export type LineDisputeStatus = (typeof LINE_DISPUTE_STATUSES)[number];
export const LINE_DISPUTE_STATUS_NAMES: Readonly<Record<LineDisputeStatus, string>> = { 0: '待处理', 1: '已调整', 2: '已说明' };

/** The reason as it is sent, or the first broken rule's message. */
export function checkDisputeReason(value: unknown): { ok: true; reason: string } | { ok: false; message: string } {
  const reason = typeof value === 'string' ? value.trim() : '';
  if (reason === '') return { ok: false, message: STATEMENT_MESSAGES.reasonRequired };
  if ([...reason].length > STATEMENT_REASON_MAX) return { ok: false, message: STATEMENT_MESSAGES.reasonTooLong };
  return { ok: true, reason };
}
