// Goods receipt (收货验收) and credit terms (账期) of company orders (docs/company-api.md §11) as both sides read
// them: the company's default terms, the limits of an acceptance, the mall's messages and the names of the
// states an open credit item can be in. The mall checks requests with demo-mall/company/receipt/acceptance-params.ts.

// A company's terms (companies.accept_days, credit_days; defaults 7 and 30 from migration 14): days after delivery
// before an order nobody accepted is accepted in full, and days after acceptance a credit payment falls due.
/** The bounds a company may set either figure to. */
export const TERM_DAYS_MIN = 1;
export const TERM_DAYS_MAX = 180;
/** How many days before its due date an open item counts as 即将到期 and the user centre reminds. */
export const DUE_SOON_DAYS = 3;
/** Photos of one short or damaged line, and the length of its reason. */
export const SHORTFALL_PHOTOS_MAX = 6;
export const SHORTFALL_REASON_MAX = 200;
/** The reasons the acceptance form offers; any other text up to SHORTFALL_REASON_MAX is accepted too. */
export const SHORTFALL_REASONS = ['数量短缺', '商品破损', '规格型号不符', '质量问题'] as const;

/** An open credit item's state by its due date. */
export type CreditItemState = 'unbilled' | 'open' | 'due_soon' | 'overdue';
export const CREDIT_ITEM_STATE_NAMES: Readonly<Record<CreditItemState, string>> = {
  unbilled: '待验收',
  open: '未到期',
  due_soon: '即将到期',
  overdue: '已逾期',
};

export const ACCEPTANCE_MESSAGES = {
  orderMissing: '订单不存在',
  notCompanyOrder: '仅企业订单需要验收',
  notShipped: '订单未发货，不能验收',
  statusWrong: '订单状态有误，不能验收',
  notYours: '只有下单人或管理员可以验收该订单',
  linesInvalid: '验收明细格式不正确',
  lineUnknown: '验收明细中的商品不属于该订单',
  lineTwice: '同一商品只能填写一次验收数量',
  numInvalid: '实收数量须为 0 到订购数量之间的整数',
  reasonRequired: '实收少于订购数量时，请填写差异原因',
  reasonTooLong: `差异原因不能超过 ${SHORTFALL_REASON_MAX} 个字`,
  photosRequired: '实收少于订购数量时，请上传至少一张照片',
  photosTooMany: `每个商品最多上传 ${SHORTFALL_PHOTOS_MAX} 张照片`,
  photoInvalid: '照片地址不正确，请重新上传',
  accepted: '验收成功',
  termsInvalid: `天数须为 ${TERM_DAYS_MIN} 到 ${TERM_DAYS_MAX} 之间的整数`,
  termsSaved: '保存成功',
  nothingOverdue: '没有已逾期的账期款项',
  balanceShort: '企业余额不足，请先线下汇款',
  repaid: '还款成功',
} as const;

/** What a credit payment answers while anything is overdue; names the documents (at most five, then 等). */
export function overdueRefusal(items: readonly { orderSn: string; dueDate: string; openYuan: string }[]): string {
  const named = items
    .slice(0, 5)
    .map((item) => `订单 ${item.orderSn}（${item.dueDate} 到期，待还 ¥${item.openYuan}）`)
    .join('、');
  const more = items.length > 5 ? ` 等 ${items.length} 笔` : '';
  return `您有已逾期的账期款项未结清：${named}${more}。请先用企业余额还款或线下汇款结清后，再使用账期支付`;
}
