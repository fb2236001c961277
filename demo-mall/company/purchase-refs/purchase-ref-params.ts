// 采购单号 and 成本中心 parameters (docs/company-api.md §8.2, §8.4), checked by the mall in its own terms: field rules
// in the rule table's order with the messages the API documents (shared/company/purchase-ref-rules.ts, the contract
// both sides read). The storefront runs its own checks before sending; the two meet only over HTTP.
import { COST_CENTER_CODE_MAX, COST_CENTER_NAME_MAX, PO_NUMBER_MAX, PURCHASE_REF_MESSAGES } from '#shared/company/purchase-ref-rules.ts';
import { type ParamsRead, textOf } from '../../core/param-readers.ts';
import { readByRules, type FieldRules } from '../../core/rule-table.ts';

/** Letters, digits and the separators order numbers use; no spaces, so a PO reads the same on every document. */
const REFERENCE_CHARACTERS = /^[A-Za-z0-9\-_/.]*$/;
const referenceCharacters = (message: string) => (value: unknown) => (REFERENCE_CHARACTERS.test(textOf(value)) ? null : message);

const PO_RULES: readonly FieldRules[] = [
  {
    field: 'po_number',
    label: '采购单号',
    rules: [{ max: PO_NUMBER_MAX }, { check: referenceCharacters(PURCHASE_REF_MESSAGES.poCharacters) }],
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
    rules: ['require', { max: COST_CENTER_NAME_MAX }],
    messages: { require: PURCHASE_REF_MESSAGES.nameRequired, max: PURCHASE_REF_MESSAGES.nameTooLong },
  },
  {
    field: 'code',
    label: '成本中心编码',
    rules: [{ max: COST_CENTER_CODE_MAX }, { check: referenceCharacters(PURCHASE_REF_MESSAGES.codeCharacters) }],
    messages: { max: PURCHASE_REF_MESSAGES.codeTooLong },
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
  return readByRules(body, PO_RULES, () => ({
    po_number: textOf(body.po_number),
    cost_center_id: Number(textOf(body.cost_center_id) || 0),
  }));
}

export interface CostCenterParams {
  name: string;
  code: string;
}

/** POST /api/company/cost_center/create and update/:id. */
export function readCostCenterParams(params: Readonly<Record<string, unknown>>): ParamsRead<CostCenterParams> {
  return readByRules(params, COST_CENTER_RULES, () => ({ name: textOf(params.name), code: textOf(params.code) }));
}
