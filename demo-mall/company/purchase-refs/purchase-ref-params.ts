// 采购单号 and 成本中心 parameters (docs/company-api.md §8.2, §8.4), checked by the mall in its own terms: field rules
// in the rule table's order with the messages the API documents. The storefront runs its own copy of the rules
// before sending (shared/schemas/company-purchase-ref-schemas.ts); the two meet only over HTTP.
import { type ParamsRead, textOf } from '../../core/param-readers.ts';
import { firstBrokenRule, type FieldRules } from '../../core/rule-table.ts';

export const PURCHASE_REF_MESSAGES = {
  poTooLong: '采购单号不能超过 32 个字符',
  poCharacters: '采购单号只能包含字母、数字和 - _ / . 符号',
  costCenterInvalid: '请选择正确的成本中心',
  costCenterUnavailable: '所选成本中心不存在或已停用，请重新选择',
  personalRefused: '个人身份下单不能填写采购单号或成本中心，请切换为企业身份',
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

/** Letters, digits and the separators order numbers use; no spaces, so a PO reads the same on every document. */
const REFERENCE_CHARACTERS = /^[A-Za-z0-9\-_/.]*$/;
const referenceCharacters = (message: string) => (value: unknown) => (REFERENCE_CHARACTERS.test(textOf(value)) ? null : message);

const PO_RULES: readonly FieldRules[] = [
  {
    field: 'po_number',
    label: '采购单号',
    rules: [{ max: 32 }, { check: referenceCharacters(PURCHASE_REF_MESSAGES.poCharacters) }],
    messages: { max: PURCHASE_REF_MESSAGES.poTooLong },
  },
  {
    field: 'cost_center_id',
    label: '成本中心',
    rules: [{ check: (value) => (/^\d{1,9}$/.test(textOf(value)) ? null : PURCHASE_REF_MESSAGES.costCenterInvalid) }],
  },
];

const COST_CENTER_RULES: readonly FieldRules[] = [
  {
    field: 'name',
    label: '成本中心名称',
    rules: ['require', { max: 30 }],
    messages: { require: '请填写成本中心名称', max: '成本中心名称不能超过 30 个字符' },
  },
  {
    field: 'code',
    label: '成本中心编码',
    rules: [{ max: 20 }, { check: referenceCharacters('成本中心编码只能包含字母、数字和 - _ / . 符号') }],
    messages: { max: '成本中心编码不能超过 20 个字符' },
  },
];

export interface OrderPurchaseRefParams {
  /** '' for none */
  po_number: string;
  /** 0 for none */
  cost_center_id: number;
}

/** order/create's optional `po_number` and `cost_center_id` (absent, '' or 0: none). */
export function readOrderPurchaseRefParams(body: Readonly<Record<string, unknown>>): ParamsRead<OrderPurchaseRefParams> {
  const message = firstBrokenRule(body, PO_RULES);
  if (message) return { ok: false, message };
  return { ok: true, value: { po_number: textOf(body.po_number), cost_center_id: Number(textOf(body.cost_center_id) || 0) } };
}

export interface CostCenterParams {
  name: string;
  code: string;
}

/** POST /api/company/cost_center/create and update/:id. */
export function readCostCenterParams(params: Readonly<Record<string, unknown>>): ParamsRead<CostCenterParams> {
  const message = firstBrokenRule(params, COST_CENTER_RULES);
  if (message) return { ok: false, message };
  return { ok: true, value: { name: textOf(params.name), code: textOf(params.code) } };
}
