// 定期采购 terms (docs/company-api.md §16.2): every N weeks on a weekday or monthly on a day (1–28), an optional
// end date and the price tolerance. Used to create a schedule from a reorder list and to edit one; the mall's
// Chinese refusals are toasted and the dialog keeps what was typed. A create carries one request key, so a
// double click makes one schedule.
import { useRef, useState } from 'react';
import { REPLENISHMENT_LIMITS, WEEKDAY_NAMES } from '#shared/company/replenishment-rules.ts';
import { postAndReload } from '../company-org/post-and-reload.ts';
import { FormDialog } from '../ui/FormDialog.tsx';
import { FormRow } from '../ui/FormRow.tsx';
import { useBusy } from '../ui/use-busy.ts';
import { DEFAULT_FORM, type ScheduleForm } from './replenishment-view.ts';

const newKey = () => `rp-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

const range = (max: number) => Array.from({ length: max }, (_, i) => String(i + 1));

/** 每月日期, or 间隔 and 星期 for a weekly schedule. */
function CadenceFields({ form, set }: { form: ScheduleForm; set: (patch: Partial<ScheduleForm>) => void }) {
  return form.cadence === 'monthly' ? (
    <FormRow id="rp-day" label="每月日期">
      <select id="rp-day" className="form-input" value={form.month_day} onChange={(e) => set({ month_day: e.target.value })}>
        {range(REPLENISHMENT_LIMITS.monthDayMax).map((d) => (
          <option key={d} value={d}>
            {d} 日
          </option>
        ))}
      </select>
    </FormRow>
  ) : (
    <>
      <FormRow id="rp-every" label="间隔">
        <select id="rp-every" className="form-input" value={form.every_weeks} onChange={(e) => set({ every_weeks: e.target.value })}>
          {range(REPLENISHMENT_LIMITS.everyWeeksMax).map((n) => (
            <option key={n} value={n}>
              每 {n} 周
            </option>
          ))}
        </select>
      </FormRow>
      <FormRow id="rp-weekday" label="星期">
        <select id="rp-weekday" className="form-input" value={form.weekday} onChange={(e) => set({ weekday: e.target.value })}>
          {WEEKDAY_NAMES.map((name, i) => (
            <option key={name} value={String(i + 1)}>
              {name}
            </option>
          ))}
        </select>
      </FormRow>
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
      <FormRow id="rp-cadence" label="采购周期">
        <select
          id="rp-cadence"
          className="form-input"
          value={form.cadence}
          onChange={(e) => set({ cadence: e.target.value as ScheduleForm['cadence'] })}
        >
          <option value="monthly">每月</option>
          <option value="weekly">每周</option>
        </select>
      </FormRow>
      <CadenceFields form={form} set={set} />
      <FormRow id="rp-end" label="结束日期">
        <input id="rp-end" className="form-input" type="date" value={form.end_date} onChange={(e) => set({ end_date: e.target.value })} />
      </FormRow>
      <FormRow id="rp-tolerance" label="价格容差(%)">
        <input
          id="rp-tolerance"
          className="form-input"
          inputMode="numeric"
          value={form.tolerance}
          onChange={(e) => set({ tolerance: e.target.value })}
        />
      </FormRow>
      <p className="rp-hint">
        到期自动按企业价格下单（审批规则、预算照常生效）；商品下架、库存不足或涨价超出容差时不下单，并通知到消息中心。
      </p>
    </FormDialog>
  );
}
