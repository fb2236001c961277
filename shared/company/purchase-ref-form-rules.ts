// 采购单号 and 成本中心/项目 (docs/company-api.md §8): the storefront's checks of the PO number (the confirm form, the
// order create schema) and of the cost centre body, over the contract's messages (shared/company/purchase-ref-rules.ts),
// without zod: the BFF's schemas (shared/schemas/company-purchase-ref-schemas.ts) apply them to bodies, and the
// browser's forms check with them directly, so those pages load no validation library.
import { COST_CENTER_CODE_MAX, COST_CENTER_NAME_MAX, PO_NUMBER_MAX, PURCHASE_REF_MESSAGES } from './purchase-ref-rules.ts';

// the limits and the answer's shape the forms show, with the checks that enforce them
export { COST_CENTER_CODE_MAX, COST_CENTER_NAME_MAX, type CostCenterView, PO_NUMBER_MAX } from './purchase-ref-rules.ts';

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
