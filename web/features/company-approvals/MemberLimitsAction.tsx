// 限额 on a row of 企业成员管理 (docs/user-centre.md, docs/company-api.md §5.1): the member's 单笔限额 and 月度预算
// (blank = 不限) with this month's spending, read when the dialog opens and saved in one call. A refusal keeps
// the dialog and what was typed; the button is off while saving.
import { useEffect, useState } from 'react';
import { type LimitField, limitProblems } from '#shared/company/approval-rules.ts';
import { appActions } from '#web/state/app-state.ts';
import { FormDialog } from '../ui/FormDialog.tsx';
import { type FieldProblem, toastedFieldProblem } from '../ui/field-problem.ts';
import { errorIdOf, FormRow } from '../ui/FormRow.tsx';
import { useBusy } from '../ui/use-busy.ts';
import { approvalsApi, type RawLimits } from './approvals-api.ts';
import './company-approvals.css';

type Field = LimitField;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

type LimitsForm = Record<Field, string>;

/** The member's limits as the mall has them, and the form filled from them once they are read. */
function useLimits(uid: number) {
  const [read, setRead] = useState<RawLimits | null>(null);
  const [form, setForm] = useState<LimitsForm>({ per_order_limit: '', monthly_budget: '' });
  useEffect(() => {
    let live = true;
    approvalsApi.limitsOf(uid).then(
      (limits) => {
        if (!live) return;
        setRead(limits);
        setForm({ per_order_limit: text(limits.per_order_limit), monthly_budget: text(limits.monthly_budget) });
      },
      (failure: unknown) => {
        if (live) appActions.toast(failure instanceof Error && failure.message ? failure.message : '加载失败');
      },
    );
    return () => {
      live = false;
    };
  }, [uid]);
  return { read, form, setForm };
}

function LimitsDialog({ uid, nickname, onClose }: { uid: number; nickname: string; onClose: () => void }) {
  const { read, form, setForm } = useLimits(uid);
  const [error, setError] = useState<FieldProblem<Field> | null>(null);
  const { busy, run } = useBusy();

  const submit = async () => {
    const [problem] = limitProblems(form);
    setError(problem ? toastedFieldProblem(problem, ['per_order_limit', 'monthly_budget']) : null);
    if (problem) return;
    await run(async () => {
      try {
        const limits = { per_order_limit: form.per_order_limit.trim(), monthly_budget: form.monthly_budget.trim() };
        appActions.toast(await approvalsApi.saveLimits(uid, limits), 'success');
        onClose();
      } catch (failure) {
        appActions.toast(failure instanceof Error && failure.message ? failure.message : '保存失败');
      }
    });
  };

  const input = (field: Field, id: string, label: string) => (
    <FormRow id={id} label={label} error={error?.field === field ? error.message : undefined}>
      <input
        id={id}
        className="form-input"
        inputMode="decimal"
        value={form[field]}
        placeholder="不限"
        onChange={(event) => setForm((current) => ({ ...current, [field]: event.target.value }))}
        aria-describedby={errorIdOf(id)}
      />
    </FormRow>
  );

  return (
    <FormDialog
      title="采购限额"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="保存"
      busy={busy}
      submitDisabled={read === null}
      className="cm-dialog"
    >
      <p className="cm-note">成员：{nickname}。留空表示不限；超出限额的企业订单需审批通过后才能支付。</p>
      {read ? (
        <p className="ap-limits-now">
          本月（{text(read.month)}）已用：¥{text(read.month_spent)}
        </p>
      ) : null}
      {input('per_order_limit', 'limit-per-order', '单笔限额(元)')}
      {input('monthly_budget', 'limit-monthly', '月度预算(元)')}
    </FormDialog>
  );
}

export function MemberLimitsAction({ uid, nickname }: { uid: number; nickname: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="uc-link-button" onClick={() => setOpen(true)}>
        限额
      </button>
      {open ? <LimitsDialog uid={uid} nickname={nickname} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
