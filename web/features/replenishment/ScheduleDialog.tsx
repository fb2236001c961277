// 定期采购 terms (docs/company-api.md §16.2): every N weeks on a weekday or monthly on a day (1–28), an optional
// end date and the price tolerance. Used to create a schedule from a reorder list and to edit one; the mall's
// Chinese refusals are toasted and the dialog keeps what was typed. A create carries one request key, so a
// double click makes one schedule.
import { useRef, useState } from 'react';
import { REPLENISHMENT_LIMITS, WEEKDAY_NAMES } from '#shared/company/replenishment-rules.ts';
import { postAndReload } from '../company-org/post-and-reload.ts';
import { FormDialog } from '../ui/FormDialog.tsx';
import { InputRow, SelectRow } from '../ui/FormFields.tsx';
import { useBusy } from '../ui/use-busy.ts';
import { DEFAULT_FORM, type ScheduleForm } from './replenishment-view.ts';

const newKey = () => `rp-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

const range = (max: number) => Array.from({ length: max }, (_, i) => String(i + 1));

/** 1 日 … 28 日, 每 1 周 … 每 4 周: numbered choices with their words */
const numbered = (max: number, label: (n: string) => string) => range(max).map((n) => ({ value: n, label: label(n) }));
const CADENCES = [
  { value: 'monthly', label: '每月' },
  { value: 'weekly', label: '每周' },
];
const WEEKDAYS = WEEKDAY_NAMES.map((name, i) => ({ value: String(i + 1), label: name }));

/** 每月日期, or 间隔 and 星期 for a weekly schedule. */
function CadenceFields({ form, set }: { form: ScheduleForm; set: (patch: Partial<ScheduleForm>) => void }) {
  return form.cadence === 'monthly' ? (
    <SelectRow
      id="rp-day"
      label="每月日期"
      value={form.month_day}
      onChange={(month_day) => set({ month_day })}
      choices={numbered(REPLENISHMENT_LIMITS.monthDayMax, (d) => `${d} 日`)}
    />
  ) : (
    <>
      <SelectRow
        id="rp-every"
        label="间隔"
        value={form.every_weeks}
        onChange={(every_weeks) => set({ every_weeks })}
        choices={numbered(REPLENISHMENT_LIMITS.everyWeeksMax, (n) => `每 ${n} 周`)}
      />
      <SelectRow id="rp-weekday" label="星期" value={form.weekday} onChange={(weekday) => set({ weekday })} choices={WEEKDAYS} />
    </>
  );
}

export function ScheduleDialog({
  title,
  path,
  extra = {},
  initial = DEFAULT_FORM,
  onClose,
}: {
  title: string;
  /** create (with list_id in `extra`) or update/:id */
  path: string;
  extra?: Record<string, unknown>;
  initial?: ScheduleForm;
  onClose: () => void;
}) {
  const [form, setForm] = useState<ScheduleForm>(initial);
  const key = useRef(newKey());
  const { busy, run } = useBusy();
  const set = (patch: Partial<ScheduleForm>) => setForm((current) => ({ ...current, ...patch }));
  const submit = () => run(async () => (await postAndReload(path, { ...extra, ...form, request_key: key.current })) && onClose());
  return (
    <FormDialog title={title} onClose={onClose} onSubmit={submit} submitLabel="保存" busyLabel="保存中…" busy={busy} className="rp-dialog">
      <SelectRow
        id="rp-cadence"
        label="采购周期"
        value={form.cadence}
        onChange={(cadence) => set({ cadence: cadence as ScheduleForm['cadence'] })}
        choices={CADENCES}
      />
      <CadenceFields form={form} set={set} />
      <InputRow id="rp-end" label="结束日期" type="date" value={form.end_date} onChange={(end_date) => set({ end_date })} />
      <InputRow
        id="rp-tolerance"
        label="价格容差(%)"
        inputMode="numeric"
        value={form.tolerance}
        onChange={(tolerance) => set({ tolerance })}
      />
      <p className="rp-hint">
        到期自动按企业价格下单（审批规则、预算照常生效）；商品下架、库存不足或涨价超出容差时不下单，并通知到消息中心。
      </p>
    </FormDialog>
  );
}
