// The body of POST /api/company/budget/create (docs/company-api.md §13.4), checked in order with Chinese
// messages: a unit or a cost centre (one of them), the period, a positive amount in yuan, the start date, and the
// renewal, carry-over and over-budget settings. Zero and negative amounts are refused, never stored.
import {
  BUDGET_MAX_FEN,
  BUDGET_MESSAGES as M,
  BUDGET_MODES,
  BUDGET_PERIODS,
  type BudgetMode,
  type BudgetPeriod,
} from '#shared/company/org-rules.ts';
import { toFen } from '#shared/money.ts';
import { flagOf, integerOf, isAbsent, type ParamsRead, textOf } from '../../core/param-readers.ts';
import { calendarDate } from './budget-periods.ts';

const AMOUNT = /^-?\d{1,12}(\.\d{1,2})?$/;

export interface BudgetInput {
  unitId: number | null;
  costCenterId: number | null;
  period: BudgetPeriod;
  amountFen: number;
  start: string;
  renew: boolean;
  carryOver: boolean;
  mode: BudgetMode;
}

const idOrNull = (value: unknown) => (isAbsent(value) || textOf(value) === '0' ? null : integerOf(value));

export function readBudgetParams(params: Readonly<Record<string, unknown>>): ParamsRead<BudgetInput> {
  const unitId = idOrNull(params.unit_id);
  const costCenterId = idOrNull(params.cost_center_id);
  if ((unitId === null) === (costCenterId === null)) return { ok: false, message: M.scopeRequired };
  if (unitId !== null && !(unitId > 0)) return { ok: false, message: M.unitMissing };
  if (costCenterId !== null && !(costCenterId > 0)) return { ok: false, message: M.costCenterMissing };
  const period = textOf(params.period);
  if (!(BUDGET_PERIODS as readonly string[]).includes(period)) return { ok: false, message: M.periodInvalid };
  const amount = textOf(params.amount);
  if (!AMOUNT.test(amount)) return { ok: false, message: M.amountFormat };
  if (amount.startsWith('-') || toFen(amount) <= 0) return { ok: false, message: M.amountPositive };
  if (toFen(amount) > BUDGET_MAX_FEN) return { ok: false, message: M.amountTooLarge };
  const start = calendarDate(textOf(params.start_date));
  if (!start) return { ok: false, message: M.startInvalid };
  const mode = isAbsent(params.mode) ? 'hold' : textOf(params.mode);
  if (!(BUDGET_MODES as readonly string[]).includes(mode)) return { ok: false, message: M.modeInvalid };
  return {
    ok: true,
    value: {
      unitId,
      costCenterId,
      period: period as BudgetPeriod,
      amountFen: toFen(amount),
      start,
      renew: flagOf(params.renew),
      carryOver: flagOf(params.carry_over),
      mode: mode as BudgetMode,
    },
  };
}
