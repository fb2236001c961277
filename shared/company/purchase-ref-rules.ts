// 采购单号 and 成本中心 (docs/company-api.md §8) as both sides read them: the documented messages, the limits and the
// cost centre's shape in answers. Each side checks requests with its own code (the storefront:
// shared/company/purchase-ref-form-rules.ts; the mall: demo-mall/company/purchase-refs/purchase-ref-params.ts).

export const PURCHASE_REF_MESSAGES = {
  poTooLong: '采购单号不能超过 32 个字符',
  poCharacters: '采购单号只能包含字母、数字和 - _ / . 符号',
  costCenterInvalid: '请选择正确的成本中心',
  costCenterUnavailable: '所选成本中心不存在或已停用，请重新选择',
  personalRefused: '个人身份下单不能填写采购单号或成本中心，请切换为企业身份',
  nameRequired: '请填写成本中心名称',
  nameTooLong: '成本中心名称不能超过 30 个字符',
  codeTooLong: '成本中心编码不能超过 20 个字符',
  codeCharacters: '成本中心编码只能包含字母、数字和 - _ / . 符号',
  nameTaken: '该成本中心名称已存在',
  tooMany: '成本中心最多 200 个',
  missing: '成本中心不存在',
  inUse: '该成本中心已有订单使用，不能删除，请改为停用',
  statusInvalid: '请选择正确的状态',
  created: '添加成功',
  updated: '修改成功',
  enabled: '已启用',
  disabled: '已停用',
  deleted: '删除成功',
} as const;

export const PO_NUMBER_MAX = 32;
export const COST_CENTER_NAME_MAX = 30;
export const COST_CENTER_CODE_MAX = 20;

/** A cost centre as the API answers it. */
export interface CostCenterView {
  cost_center_id: number;
  name: string;
  code: string;
  /** 1 启用, 0 停用 */
  status: number;
  /** orders that name it (a used one can only be disabled) */
  order_count: number;
  create_time: string;
  /** the unit that owns it, 0 company-wide (docs/company-api.md §13.6) */
  unit_id: number;
  /** that unit's name, '' company-wide */
  unit_name: string;
}
