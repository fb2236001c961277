// A merchant's agreement (console form or one .xlsx row) checked in the mall's own terms (docs/company-api.md §9.3):
// the plain fields through the rule table in order, then the tiers as a whole. Messages: shared/company/agreement-price-rules.ts.
import { AGREEMENT_MESSAGES as M, AGREEMENT_QTY_MAX, AGREEMENT_TIERS_MAX } from '#shared/company/agreement-price-rules.ts';
import { toFen } from '#shared/money.ts';
import type { AgreementTier } from '#shared/pricing/agreement-price.ts';
import { type ParamsRead, textOf } from '../../core/param-readers.ts';
import { firstBrokenRule, type FieldRules } from '../../core/rule-table.ts';
import type { CodeIndex } from '../quick-order/part-numbers.ts';
import type { AgreementInput } from './agreed-price-store.ts';

const QTY = /^\d{1,5}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PRICE = /^\d{1,7}(?:\.\d{1,2})?$/;

const quantity = (message: string) => (value: unknown) => {
  const text = textOf(value);
  return QTY.test(text) && Number(text) >= 1 && Number(text) <= AGREEMENT_QTY_MAX ? null : message;
};

/** A real calendar day, not only its shape (2026-02-30 is refused). */
export function isCalendarDay(text: string): boolean {
  if (!DATE.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

const calendarDay = (value: unknown) => (isCalendarDay(textOf(value)) ? null : M.date);

const FIELD_RULES: readonly FieldRules[] = [
  { field: 'code', label: '规格编码', rules: ['require', { max: 40 }], messages: { require: M.sku } },
  { field: 'min_qty', label: '起订量', rules: ['require', { check: quantity(M.minQty) }], messages: { require: M.minQty } },
  { field: 'step', label: '倍数', rules: ['require', { check: quantity(M.step) }], messages: { require: M.step } },
  { field: 'start_date', label: '生效日期', rules: ['require', { check: calendarDay }] },
  { field: 'end_date', label: '失效日期', rules: ['require', { check: calendarDay }] },
];

/** The filled price breaks of from_1/price_1 … from_5/price_5, in order, or the first problem with them. */
function tiersOf(params: Readonly<Record<string, unknown>>, listFen: number): ParamsRead<AgreementTier[]> {
  const tiers: AgreementTier[] = [];
  for (let n = 1; n <= AGREEMENT_TIERS_MAX + 1; n++) {
    const from = textOf(params[`from_${n}`]);
    const price = textOf(params[`price_${n}`]);
    if (from === '' && price === '') continue;
    if (n > AGREEMENT_TIERS_MAX) return { ok: false, message: M.tierMax };
    if (!QTY.test(from) || Number(from) < 1) return { ok: false, message: M.tierFrom };
    if (!PRICE.test(price) || toFen(price) <= 0) return { ok: false, message: M.tierPrice };
    tiers.push({ from: Number(from), fen: toFen(price) });
  }
  if (tiers.length === 0) return { ok: false, message: M.tierNone };
  if (tiers[0]?.from !== 1) return { ok: false, message: M.tierFirst };
  for (let i = 1; i < tiers.length; i++) {
    const [before, tier] = [tiers[i - 1], tiers[i]] as [AgreementTier, AgreementTier];
    if (tier.from <= before.from) return { ok: false, message: M.tierFrom };
    if (tier.fen >= before.fen) return { ok: false, message: M.tierFalling };
  }
  if ((tiers[0]?.fen ?? 0) > listFen) return { ok: false, message: M.tierAboveList };
  return { ok: true, value: tiers };
}

/** POST /demo/merchant/agreements/save and each import row: the agreement for `companyId`, or why not. */
export function readAgreementParams(
  params: Readonly<Record<string, unknown>>,
  context: { companyId: number; codes: CodeIndex; today: string },
): ParamsRead<AgreementInput> {
  const broken = firstBrokenRule(params, FIELD_RULES);
  if (broken) return { ok: false, message: broken };
  const target = context.codes.find(textOf(params.code));
  if (!target) return { ok: false, message: M.skuMissing };
  if (target.kind !== 'sku') return { ok: false, message: M.skuMissing };
  if (target.product.product_type !== 0) return { ok: false, message: M.activity };
  const minQty = Number(textOf(params.min_qty));
  const step = Number(textOf(params.step));
  if (minQty % step !== 0) return { ok: false, message: M.minQtyStep };
  const startDate = textOf(params.start_date);
  const endDate = textOf(params.end_date);
  if (endDate < startDate) return { ok: false, message: M.dateOrder };
  if (endDate < context.today) return { ok: false, message: M.datePast };
  const tiers = tiersOf(params, target.sku.price);
  if (!tiers.ok) return tiers;
  return {
    ok: true,
    value: {
      companyId: context.companyId,
      merId: target.product.mer_id,
      productId: target.product.product_id,
      unique: target.sku.unique,
      tiers: tiers.value,
      minQty,
      step,
      startDate,
      endDate,
    },
  };
}
