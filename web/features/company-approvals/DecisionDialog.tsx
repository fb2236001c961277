// 通过 / 驳回 with a comment (docs/user-centre.md 采购审批): the comment is optional when approving, required when
// rejecting, at most 200 characters. The button is off while the call is in flight, and a second click
// before it answers does nothing; a refusal keeps the dialog and what was typed.
import { type FormEvent, useRef, useState } from 'react';
import { formatFen } from '#shared/money.ts';
import { APPROVAL_COMMENT_MAX, checkComment } from '#shared/company/approval-rules.ts';
import { appActions } from '#web/state/app-state.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { errorIdOf, FormRow } from '../ui/FormRow.tsx';
import type { ApprovalView } from './approval-view.ts';

export type Decision = 'approve' | 'reject';

export function DecisionDialog({
  approval,
  decision,
  onClose,
  onDecide,
}: {
  approval: ApprovalView;
  decision: Decision;
  onClose: () => void;
  onDecide: (comment: string) => Promise<boolean>;
}) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const approving = decision === 'approve';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busyRef.current) return;
    const checked = checkComment(comment, !approving);
    if (!checked.ok) {
      setError(checked.message);
      appActions.toast(checked.message);
      return;
    }
    setError(null);
    busyRef.current = true;
    setBusy(true);
    const done = await onDecide(checked.comment);
    busyRef.current = false;
    setBusy(false);
    if (done) onClose();
  };

  return (
    <Dialog open title={approving ? '审批通过' : '驳回订单'} onClose={onClose} closeOnBackdrop={false} className="ap-dialog">
      <form onSubmit={submit} noValidate>
        <dl className="ap-summary">
          <div>
            <dt>支付单号</dt>
            <dd>{approval.orderSn}</dd>
          </div>
          <div>
            <dt>申请人</dt>
            <dd>{approval.requester}</dd>
          </div>
          <div>
            <dt>订单金额</dt>
            <dd>¥{formatFen(approval.orderFen)}</dd>
          </div>
          <div>
            <dt>超出限额</dt>
            <dd className="ap-excess">{approval.limitText}</dd>
          </div>
        </dl>
        <FormRow id="approval-comment" label={approving ? '审批意见' : '驳回原因'} error={error ?? undefined} required={!approving}>
          <textarea
            id="approval-comment"
            className="form-input ap-comment"
            value={comment}
            maxLength={APPROVAL_COMMENT_MAX}
            rows={4}
            placeholder={approving ? '选填，最多 200 字' : '请填写驳回原因，最多 200 字'}
            onChange={(event) => setComment(event.target.value)}
            aria-describedby={errorIdOf('approval-comment')}
          />
        </FormRow>
        <p className="ap-count">
          {[...comment].length}/{APPROVAL_COMMENT_MAX}
        </p>
        <div className="form-actions">
          <button type="button" className="btn-ghost" onClick={onClose}>
            取消
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? '提交中…' : approving ? '确认通过' : '确认驳回'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
