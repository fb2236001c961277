// The company account and remittances (docs/company-api.md §3) as both sides read them: the documented messages,
// the limits, the ledger kinds and the remittance states with their names. Each side checks requests with its own
// code (the storefront: shared/schemas/company-finance-schemas.ts; the mall: demo-mall/company/finance/remittance-params.ts).

export const COMPANY_FINANCE_MESSAGES = {
  codeInvalid: '汇款识别码无效',
  remittanceNoInvalid: '汇款单号无效，请刷新页面后重新提交',
  amountRequired: '请输入汇款金额',
  amountInvalid: '汇款金额格式不正确',
  amountTooLarge: '汇款金额不能超过 10000000',
  payerNameRequired: '付款户名不能为空',
  payerNameTooLong: '付款户名长度不能超过 50',
  payerBankRequired: '付款银行不能为空',
  dateRequired: '请选择汇款日期',
  dateInFuture: '汇款日期不能晚于今天',
  vouchersRequired: '请上传汇款凭证',
  vouchersTooMany: '汇款凭证最多上传 3 张',
  voucherInvalid: '汇款凭证地址不正确',
  markTooLong: '备注长度不能超过 200',
  submitted: '提交成功',
  cancelled: '已取消',
  cannotCancel: '当前状态不能取消',
  missing: '数据不存在',
  balanceShort: '余额不足',
  creditShort: '可用额度不足',
  creditNeedsCompany: '请切换为企业身份后使用账期支付',
  rejectReasonRequired: '请填写驳回原因',
  filterInvalid: '筛选条件不正确',
} as const;

export const REMITTANCE_AMOUNT_MAX_FEN = 1_000_000_000;
export const REMITTANCE_VOUCHERS_MAX = 3;
export const REMITTANCE_PAYER_NAME_MAX = 50;
export const REMITTANCE_MARK_MAX = 200;
/** A ledger or remittance page holds 10 rows (docs/company-api.md §1.1). */
export const COMPANY_FINANCE_PAGE_SIZE = 10;

/** Ledger kinds (docs/company-api.md §3.2), in the order the storefront's type filter lists them. */
export const COMPANY_LEDGER_KINDS = {
  opening: '期初结转',
  remittance: '汇款到账',
  balance_pay: '余额支付',
  credit_pay: '账期支付',
  refund: '退款',
  adjust: '调整',
  credit_repay: '账期还款',
  red_invoice: '红字发票',
} as const;
export type CompanyLedgerKind = keyof typeof COMPANY_LEDGER_KINDS;

export function isLedgerKind(value: unknown): value is CompanyLedgerKind {
  return typeof value === 'string' && Object.hasOwn(COMPANY_LEDGER_KINDS, value);
}

/** Remittance states (docs/company-api.md §3.4). */
export const REMITTANCE_STATUS = { pending: 0, confirmed: 1, rejected: 2, cancelled: -1 } as const;
export const REMITTANCE_STATUS_NAMES: Readonly<Record<number, string>> = {
  0: '待审核',
  1: '已到账',
  2: '已驳回',
  [-1]: '已取消',
};
