// The rules and messages of units, approval rules and budgets (docs/company-api.md §13), without zod so the
// browser can use them too. The mall checks bodies with its own rule tables; both read these texts and limits.

export const UNIT_DEPTH_MAX = 5;
export const UNIT_NAME_MAX = 30;
export const RULE_NAME_MAX = 30;
export const RULE_LEVELS_MAX = 5;
export const RULES_MAX = 50;

export const ORG_MESSAGES = {
  unitMissing: '部门不存在',
  nameRequired: '请填写部门名称',
  nameTooLong: `部门名称长度不能超过 ${UNIT_NAME_MAX}`,
  nameTaken: '同一上级下已有同名部门',
  parentRequired: '请选择上级部门',
  tooDeep: `组织架构最多 ${UNIT_DEPTH_MAX} 级`,
  moveIntoSelf: '不能移动到自身或其下级部门',
  rootFixed: '顶级组织不能移动或停用',
  parentDisabled: '上级部门已停用',
  hasMembers: '该部门还有成员，请先调出成员再停用',
  hasOpenOrders: '该部门还有未完成的订单，暂不能停用',
  hasChildren: '请先停用其下级部门',
  unitDisabled: '该部门已停用',
  headNotMember: '负责人须为本企业在职成员',
  memberMissing: '成员不存在',
  created: '添加成功',
  saved: '保存成功',
  moved: '移动成功',
  disabled: '已停用',
  enabled: '已启用',
} as const;

export const RULE_MESSAGES = {
  missing: '审批规则不存在',
  nameRequired: '请填写规则名称',
  nameTooLong: `规则名称长度不能超过 ${RULE_NAME_MAX}`,
  amountFormat: '金额格式不正确',
  amountRange: '金额上限不能小于下限',
  roleInvalid: '申请人角色不正确',
  unitMissing: '部门不存在',
  levelsRequired: '请至少设置一级审批',
  levelsTooMany: `审批最多 ${RULE_LEVELS_MAX} 级`,
  levelKind: '审批人类型不正确',
  levelRole: '请选择审批角色',
  levelMembers: '请选择审批成员',
  levelMemberMissing: '审批成员须为本企业在职成员',
  levelMode: '审批方式不正确',
  tooMany: `审批规则最多 ${RULES_MAX} 条`,
  sortList: '排序列表不正确',
  saved: '规则已保存',
  deleted: '规则已删除',
  sorted: '排序已保存',
} as const;

export const BUDGET_MESSAGES = {
  missing: '预算不存在',
  scopeRequired: '请选择部门或成本中心（二选一）',
  unitMissing: '部门不存在',
  costCenterMissing: '成本中心不存在',
  periodInvalid: '预算周期不正确',
  amountFormat: '预算金额格式不正确',
  amountPositive: '预算金额须大于 0',
  amountTooLarge: '预算金额不能超过 100000000',
  startInvalid: '开始日期不正确',
  modeInvalid: '超出预算的处理方式不正确',
  overlap: '该部门或成本中心在这段时间已有预算，期间不能重叠',
  created: '预算已添加',
  deleted: '预算已删除',
} as const;

/** The words of an approval chain's decisions (docs/company-api.md §13.3). */
export const CHAIN_MESSAGES = {
  notYourLevel: '尚未轮到您审批，请等待前一级审批完成',
  levelTaken: '该级审批已由他人处理，无需重复操作',
  votedAlready: '您已审批过这一级，请勿重复操作',
  notCovered: '该订单不属于您负责的部门，无权审批',
  heldByRule: '订单需按审批规则审批，已提交审批',
  refusedByBudget: '超出预算，无法下单',
} as const;

export const LEVEL_KINDS = ['head', 'role', 'members'] as const;
export type LevelKind = (typeof LEVEL_KINDS)[number];
export const LEVEL_KIND_NAMES: Readonly<Record<LevelKind | 'fallback', string>> = {
  head: '部门负责人',
  role: '指定角色',
  members: '指定成员',
  fallback: '管理员或审批人',
};
export const LEVEL_MODES = ['any', 'all'] as const;
export type LevelMode = (typeof LEVEL_MODES)[number];
export const LEVEL_MODE_NAMES: Readonly<Record<LevelMode, string>> = { any: '任一人通过', all: '全部通过' };
export const LEVEL_STATUS_NAMES: Readonly<Record<number, string>> = { 0: '待审批', 1: '已通过', 2: '已驳回' };

export const BUDGET_PERIODS = ['month', 'quarter', 'year'] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];
export const BUDGET_PERIOD_NAMES: Readonly<Record<BudgetPeriod, string>> = { month: '月度', quarter: '季度', year: '年度' };
export const BUDGET_MODES = ['hold', 'refuse'] as const;
export type BudgetMode = (typeof BUDGET_MODES)[number];
export const BUDGET_MODE_NAMES: Readonly<Record<BudgetMode, string>> = { hold: '超出需审批', refuse: '超出禁止下单' };
/** The same ceiling as a spending limit. */
export const BUDGET_MAX_FEN = 10_000_000_000;
