// 采购单号 and 成本中心/项目 (docs/company-api.md §8): the PO number rule shared by the confirm form and the mall,
// the cost centre body and the mall's messages. The mall, the storefront and the order create schema read them here.
import { z } from 'zod';

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
/** Letters, digits and the separators order numbers use; no spaces, so a PO reads the same on every document. */
const REFERENCE_CHARACTERS = /^[A-Za-z0-9\-_/.]*$/;

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** The PO number as kept ('' for none), or the first broken rule's message. */
export function checkPoNumber(value: unknown): Checked<string> {
  const po = textOf(value);
  if ([...po].length > PO_NUMBER_MAX) return { ok: false, message: PURCHASE_REF_MESSAGES.poTooLong };
  if (!REFERENCE_CHARACTERS.test(po)) return { ok: false, message: PURCHASE_REF_MESSAGES.poCharacters };
  return { ok: true, value: po };
}

/** The problem with a PO number as typed, or null (the confirm form's live message). */
export function poNumberProblem(value: string): string | null {
  const checked = checkPoNumber(value);
  return checked.ok ? null : checked.message;
}

/** order/create's `cost_center_id`: absent, '' or 0 mean none. */
export function costCenterIdOf(value: unknown): Checked<number> {
  const raw = textOf(value);
  if (raw === '' || raw === '0') return { ok: true, value: 0 };
  return /^\d{1,9}$/.test(raw) ? { ok: true, value: Number(raw) } : { ok: false, message: PURCHASE_REF_MESSAGES.costCenterInvalid };
}

const addIssue = (context: z.RefinementCtx, path: string, checked: Checked<unknown>) => {
  if (!checked.ok) context.addIssue({ code: 'custom', message: checked.message, path: [path] });
};

/** The two optional order/create fields, spread into OrderCreateInputSchema. */
export const orderPurchaseRefFields = {
  po_number: z
    .unknown()
    .optional()
    .superRefine((value, context) => addIssue(context, 'po_number', checkPoNumber(value))),
  cost_center_id: z
    .unknown()
    .optional()
    .superRefine((value, context) => addIssue(context, 'cost_center_id', costCenterIdOf(value))),
};

export interface CostCenterInput {
  name: string;
  code: string;
}

/** A cost centre's name and code as kept, or the first broken rule's message. */
export function checkCostCenter(body: { name?: unknown; code?: unknown }): Checked<CostCenterInput> {
  const name = textOf(body.name);
  if (name === '') return { ok: false, message: PURCHASE_REF_MESSAGES.nameRequired };
  if ([...name].length > COST_CENTER_NAME_MAX) return { ok: false, message: PURCHASE_REF_MESSAGES.nameTooLong };
  const code = textOf(body.code);
  if ([...code].length > COST_CENTER_CODE_MAX) return { ok: false, message: PURCHASE_REF_MESSAGES.codeTooLong };
  if (!REFERENCE_CHARACTERS.test(code)) return { ok: false, message: PURCHASE_REF_MESSAGES.codeCharacters };
  return { ok: true, value: { name, code } };
}

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
}
