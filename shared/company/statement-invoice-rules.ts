// 集中开票 (one 数电发票 per merchant for a confirmed statement) and 红字确认单 (the buyer's confirmation before a red
// invoice reverses an invoiced sale), docs/company-api.md §12, as both sides read them: the messages, the invoice
// kinds, the states and the reason codes of the tax bureau's 红字确认单.

export const STATEMENT_INVOICE_MESSAGES = {
  statementMissing: '对账单不存在',
  notConfirmed: '对账单确认后才能申请开票',
  merchantMissing: '该店铺本期没有可开票的商品',
  kind: '请选择发票类型（专票或普票）',
  title: '请填写发票抬头（不超过 100 个字）',
  taxNo: '请填写正确的纳税人识别号（18 位统一社会信用代码须校验位正确，旧税号为 15、17 或 20 位）',
  specialDetails: '开具专票请填写地址、电话、开户银行和银行账号',
  fieldTooLong: '地址、电话、开户银行和银行账号每项不超过 100 个字',
  requested: '开票申请已提交',
  profileSaved: '开票信息已保存',
  invoiceMissing: '发票不存在',
  notIssued: '发票尚未开具，开具后才能下载',
  downloadType: '请选择下载格式（pdf 或 xml）',
  fontMissing: '下载失败：缺少中文字体',
  issued: '发票已开具',
  alreadyIssued: '该发票已开具，请勿重复开票',
  sellerMissing: '该店铺尚未配置开票信息（销售方名称、税号、地址电话、开户行及开票人），暂不能开票',
} as const;

export const RED_CONFIRMATION_MESSAGES = {
  missing: '红字确认单不存在',
  reasonCode: '请选择红冲原因',
  amount: '红冲金额须大于 0，最多两位小数',
  amountOver: '红冲金额超过原发票该商品尚可冲红的金额',
  refundOver: '红冲金额不能超过该笔退款的金额',
  quantityOver: '红冲数量超过原发票该商品尚可冲红的数量',
  lineMissing: '该商品不在原发票上',
  invoiceNotIssued: '原发票尚未开具，不能申请红字确认单',
  applied: '红字确认单已提交，等待购买方确认',
  duplicate: '该退款已申请过红字确认单，请勿重复申请',
  confirmed: '已确认，红字发票已开具',
  rejected: '已拒绝该红字确认单',
  rejectReason: '请填写拒绝原因（不超过 200 个字）',
  alreadyConfirmed: '该红字确认单已确认，请勿重复操作',
  alreadyRejected: '该红字确认单已被拒绝，不能再操作',
  lapsed: '该红字确认单已超过 72 小时未确认，已自动作废',
} as const;

export const INVOICE_TITLE_MAX = 100;
export const INVOICE_FIELD_MAX = 100;
export const RED_REJECT_REASON_MAX = 200;
/** An unconfirmed 红字确认单 lapses this long after it was applied for. */
export const RED_CONFIRMATION_HOURS = 72;

export const STATEMENT_INVOICE_KINDS = { special: '增值税专用发票', normal: '普通发票' } as const;
export type StatementInvoiceKind = keyof typeof STATEMENT_INVOICE_KINDS;

export function isStatementInvoiceKind(value: unknown): value is StatementInvoiceKind {
  return value === 'special' || value === 'normal';
}

/** A statement invoice: requested (0 待开票) until the merchant issues it (1 已开票). */
export const STATEMENT_INVOICE_STATUS_NAMES: Readonly<Record<number, string>> = { 0: '待开票', 1: '已开票' };

/** The tax bureau's 红冲原因 codes. */
export const RED_REASONS = { '01': '开票有误', '02': '销货退回', '03': '服务中止', '04': '销售折让' } as const;
export type RedReasonCode = keyof typeof RED_REASONS;

export function isRedReasonCode(value: unknown): value is RedReasonCode {
  return typeof value === 'string' && Object.hasOwn(RED_REASONS, value);
}

/** 0 待确认 (the buyer's move), 1 已确认 (the red invoice is issued), 2 已拒绝, 3 已作废 (72 hours unconfirmed). */
export const RED_CONFIRMATION_STATUS = { pending: 0, confirmed: 1, rejected: 2, lapsed: 3 } as const;
export const RED_CONFIRMATION_STATUS_NAMES: Readonly<Record<number, string>> = { 0: '待确认', 1: '已确认', 2: '已拒绝', 3: '已作废' };
