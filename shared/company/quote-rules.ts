// Requests for quotation (询价/报价), docs/company-api.md §10: the states of a quote, who may move it where, the
// limits of a request and the messages both sides show. The contract the mall and the storefront both read.

/** A quote's states in the order a buyer meets them. */
export const QUOTE_STATES = {
  pending: '待报价',
  quoted: '已报价',
  countered: '议价中',
  accepted: '已接受',
  ordered: '已下单',
  declined: '已拒绝',
  expired: '已过期',
  withdrawn: '已撤回',
} as const;
export type QuoteState = keyof typeof QUOTE_STATES;

export const isQuoteState = (value: unknown): value is QuoteState => typeof value === 'string' && value in QUOTE_STATES;

/** What may happen to a quote, and the states each action starts from. */
export const QUOTE_ACTIONS = {
  /** the merchant answers with prices (the buyer's request or counter) */
  answer: ['pending', 'countered'],
  /** the merchant declines with a reason */
  merchantDecline: ['pending', 'countered'],
  /** the buyer counters: a new revision with quantities and target prices (an expired quote may be renegotiated) */
  counter: ['quoted', 'expired'],
  /** the buyer accepts the merchant's prices: one order; again from 已接受 once that order closed unpaid (no order) */
  accept: ['quoted', 'accepted'],
  /** the buyer declines the merchant's prices */
  decline: ['quoted', 'expired'],
  /** the buyer takes the request back before the merchant answers it */
  withdraw: ['pending', 'countered'],
} as const satisfies Record<string, readonly QuoteState[]>;
export type QuoteAction = keyof typeof QUOTE_ACTIONS;

export function quoteActionAllowed(action: QuoteAction, state: QuoteState): boolean {
  return (QUOTE_ACTIONS[action] as readonly QuoteState[]).includes(state);
}

/** The buyer's actions the detail page offers in a state. */
export const BUYER_QUOTE_ACTIONS = ['accept', 'counter', 'decline', 'withdraw'] as const satisfies readonly QuoteAction[];

/** What the buyer may do now: nothing while the quote has a live order, else what its state allows. */
export const buyerQuoteActions = (state: QuoteState, hasOrder: boolean): QuoteAction[] =>
  hasOrder ? [] : BUYER_QUOTE_ACTIONS.filter((action) => quoteActionAllowed(action, state));

export const QUOTE_MAX_LINES = 50;
export const QUOTE_MAX_QUANTITY = 99999;
export const QUOTE_MAX_ATTACHMENTS = 5;
export const QUOTE_NOTE_MAX = 500;
export const QUOTE_REASON_MAX = 200;
export const QUOTE_PAGE_SIZE = 10;
/** A merchant's price stays valid at most this many days ahead. */
export const QUOTE_MAX_VALID_DAYS = 180;
/** A wanted delivery date at most this many days ahead. */
export const QUOTE_MAX_DELIVERY_DAYS = 365;

export const QUOTE_MESSAGES = {
  companyOnly: '请切换为企业身份后询价',
  linesRequired: '请选择询价商品',
  tooManyLines: `一次询价最多 ${QUOTE_MAX_LINES} 种商品`,
  lineInvalid: '询价商品参数错误',
  duplicateSku: '同一规格只能询价一次',
  quantityInvalid: `询价数量须为 1-${QUOTE_MAX_QUANTITY} 的整数`,
  targetInvalid: '目标单价须为大于 0 的金额，最多两位小数',
  deliveryInvalid: '期望交货日期须为今天之后一年内的日期',
  noteTooLong: `备注最多 ${QUOTE_NOTE_MAX} 个字`,
  attachmentsInvalid: `附件最多 ${QUOTE_MAX_ATTACHMENTS} 张，须为本站上传的图片`,
  keyInvalid: '请求标识格式错误',
  offShelf: '商品已下架，无法询价',
  skuMissing: '商品规格不存在',
  activityProduct: '活动商品不能询价',
  multiMerchant: '一张询价单只能向一个商家询价，请按商家分开提交',
  missing: '询价单不存在',
  notYours: '只有询价人或企业管理员可以操作此询价单',
  wrongState: '询价单当前状态不能进行此操作',
  expired: '报价已过期，不能接受，请议价或重新询价',
  reasonRequired: '请填写原因',
  reasonTooLong: `原因最多 ${QUOTE_REASON_MAX} 个字`,
  counterLinesInvalid: '议价须包含询价单的全部商品',
  priceInvalid: '报价单价须为大于 0 的金额，最多两位小数',
  validInvalid: `报价有效期须为今天起 ${QUOTE_MAX_VALID_DAYS} 天内的日期`,
  created: '询价单已提交',
  answered: '已报价',
  countered: '议价已提交',
  declined: '已拒绝',
  withdrawn: '询价已撤回',
  ordered: '已接受报价并生成订单',
} as const;
