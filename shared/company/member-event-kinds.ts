// 消息中心 (docs/company-api.md §14): the one table of event kinds a member's inbox and the company's webhooks
// carry. Each kind has its label (the inbox row and the webhook payload's `label`) and the filter it is listed
// under on /user/messages. Kinds whose writers live elsewhere (budgets, 红字确认单, scheduled orders) are listed
// here too, so those modules only call recordMemberEvent with their kind.

export const MEMBER_EVENT_FILTERS = {
  approval: '审批',
  quote: '询价',
  budget: '预算',
  credit: '账期',
  invoice: '发票',
  remittance: '汇款',
  replenishment: '定期采购',
  member: '成员',
} as const;
export type MemberEventFilter = keyof typeof MEMBER_EVENT_FILTERS;

export const MEMBER_EVENT_KINDS = {
  approval_needed: { label: '待审批', filter: 'approval' },
  approval_decided: { label: '审批结果', filter: 'approval' },
  quote_answered: { label: '报价已回复', filter: 'quote' },
  quote_expiring: { label: '报价即将过期', filter: 'quote' },
  quote_order_closed: { label: '报价订单已关闭', filter: 'quote' },
  budget_80: { label: '预算已用80%', filter: 'budget' },
  budget_100: { label: '预算已用完', filter: 'budget' },
  credit_due_soon: { label: '账期即将到期', filter: 'credit' },
  credit_overdue: { label: '账期已逾期', filter: 'credit' },
  red_letter_pending: { label: '红字确认单待确认', filter: 'invoice' },
  remittance_confirmed: { label: '汇款已到账', filter: 'remittance' },
  remittance_rejected: { label: '汇款被驳回', filter: 'remittance' },
  scheduled_order_placed: { label: '定期采购已下单', filter: 'replenishment' },
  scheduled_order_failed: { label: '定期采购未下单', filter: 'replenishment' },
  member_invited: { label: '加入企业', filter: 'member' },
} as const satisfies Record<string, { label: string; filter: MemberEventFilter }>;
export type MemberEventKind = keyof typeof MEMBER_EVENT_KINDS;

export const MEMBER_EVENT_KIND_KEYS = Object.keys(MEMBER_EVENT_KINDS) as MemberEventKind[];

export const isMemberEventKind = (value: unknown): value is MemberEventKind => typeof value === 'string' && value in MEMBER_EVENT_KINDS;
export const isMemberEventFilter = (value: unknown): value is MemberEventFilter =>
  typeof value === 'string' && value in MEMBER_EVENT_FILTERS;

/** The kinds listed under one filter of /user/messages. */
export const kindsOfFilter = (filter: MemberEventFilter): MemberEventKind[] =>
  MEMBER_EVENT_KIND_KEYS.filter((kind) => MEMBER_EVENT_KINDS[kind].filter === filter);

/** 20 messages a page (/user/messages). */
export const MESSAGES_PAGE_SIZE = 20;

/** Webhook endpoints: at most this many per company; the secret's length bounds; the messages the forms show. */
export const WEBHOOK_LIMITS = { endpoints: 10, secretMin: 16, secretMax: 128, urlMax: 500 } as const;

export const INBOX_MESSAGES = {
  urlInvalid: '请输入以 https:// 或 http:// 开头的推送地址',
  urlTooLong: `推送地址不能超过${WEBHOOK_LIMITS.urlMax}个字符`,
  secretInvalid: `签名密钥需为${WEBHOOK_LIMITS.secretMin}～${WEBHOOK_LIMITS.secretMax}位字母、数字或符号`,
  kindsRequired: '请至少选择一种推送的消息类型',
  kindInvalid: '消息类型不存在',
  tooMany: `每个企业最多添加${WEBHOOK_LIMITS.endpoints}个推送地址`,
  endpointMissing: '推送地址不存在',
  deliveryMissing: '推送记录不存在',
  addressRefused: '推送地址不能是内网或本机地址',
  idsInvalid: '请选择要标为已读的消息',
} as const;

/** A webhook delivery's states, as its log shows them. */
export const WEBHOOK_DELIVERY_STATES = { pending: '待推送', delivered: '已送达', failed: '推送失败' } as const;
