// 通过 / 驳回 with a comment (docs/user-centre.md 采购审批): the comment is optional when approving, required when
// rejecting, at most 200 characters. The button is off while the call is in flight, and a second click
// before it answers does nothing; a refusal keeps the dialog and what was typed.
import { useState } from 'react';
import { formatFen } from '#shared/money.ts';
import { APPROVAL_COMMENT_MAX, checkComment } from '#shared/company/approval-rules.ts';
import { appActions } from '#web/state/app-state.ts';
import { FormDialog } from '../ui/FormDialog.tsx';
import { errorIdOf, FormRow } from '../ui/FormRow.tsx';
import { useBusy } from '../ui/use-busy.ts';
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
  const { busy, run } = useBusy();
  const approving = decision === 'approve';

  const submit = async () => {
    const checked = checkComment(comment, !approving);
    if (!checked.ok) {
      setError(checked.message);
      appActions.toast(checked.message);
      return;
    }
    setError(null);
    if (await run(() => onDecide(checked.comment))) onClose();
  };

  return (
    <FormDialog
      title={approving ? '审批通过' : '驳回订单'}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={approving ? '确认通过' : '确认驳回'}
      busyLabel="提交中…"
      busy={busy}
      className="ap-dialog"
    >
      <ApprovalSummary approval={approval} />
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
    </FormDialog>
  );
}

function ApprovalSummary({ approval }: { approval: ApprovalView }) {
  return (
    <dl className="ap-summary">
      <div>
        <dt>订单号</dt>
        <dd>
          {approval.orderSn}
          {approval.paySn && approval.paySn !== approval.orderSn ? <span className="ap-pay-sn">支付单号 {approval.paySn}</span> : null}
        </dd>
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
        <dt>审批原因</dt>
        <dd className="ap-excess">{approval.holdReason}</dd>
      </div>
    </dl>
  );
}
