// 定期采购 bodies (docs/company-api.md §16.2): the cadence terms checked by the shared rule
// (scheduleTermsError), the source of a new schedule and its optional request key.
import { type Cadence, REPLENISHMENT_MESSAGES as M, scheduleTermsError } from '#shared/company/replenishment-rules.ts';
import { integerOf, type ParamsRead, textOf } from '../../core/param-readers.ts';
import type { ScheduleTerms } from './replenishment-store.ts';

const REQUEST_KEY = /^[A-Za-z0-9_-]{8,64}$/;
const NAME_MAX = 30;

export interface CreateParams extends ScheduleTerms {
  source: 'list' | 'order';
  sourceId: number;
  name: string;
  addressId: number;
  requestKey: string;
}

/** Terms as sent; unset numbers read as 0 (refused), a blank tolerance as 0%. */
export function readTerms(params: Record<string, unknown>, today: string): ParamsRead<ScheduleTerms> {
  const cadence = textOf(params.cadence) as Cadence;
  const tolerance = textOf(params.tolerance);
  const terms: ScheduleTerms = {
    cadence,
    weekday: cadence === 'weekly' ? integerOf(params.weekday) : 0,
    monthDay: cadence === 'monthly' ? integerOf(params.month_day) : 0,
    everyWeeks: cadence === 'weekly' ? integerOf(params.every_weeks ?? 1) : 1,
    endDate: textOf(params.end_date),
    tolerancePct: tolerance === '' ? 0 : integerOf(tolerance),
  };
  const problem = scheduleTermsError(terms, today);
  return problem ? { ok: false, message: problem } : { ok: true, value: terms };
}

export function readCreate(params: Record<string, unknown>, today: string): ParamsRead<CreateParams> {
  const listId = integerOf(params.list_id ?? '');
  const orderId = integerOf(params.order_id ?? '');
  const fromList = Number.isInteger(listId) && listId > 0;
  if (!fromList && !(Number.isInteger(orderId) && orderId > 0)) return { ok: false, message: M.sourceRequired };
  const key = textOf(params.request_key);
  if (key !== '' && !REQUEST_KEY.test(key)) return { ok: false, message: '请求标识格式错误' };
  const name = textOf(params.name).trim();
  if (name.length > NAME_MAX) return { ok: false, message: `计划名称不能超过 ${NAME_MAX} 个字` };
  const terms = readTerms(params, today);
  if (!terms.ok) return terms;
  const addressId = integerOf(params.address_id ?? 0);
  return {
    ok: true,
    value: {
      ...terms.value,
      source: fromList ? 'list' : 'order',
      sourceId: fromList ? listId : orderId,
      name,
      addressId: Number.isInteger(addressId) && addressId > 0 ? addressId : 0,
      requestKey: key,
    },
  };
}
