// 异议 about a statement or one of its lines: a required reason (at most 200 characters, checked here with the mall's rule first). A refusal is shown
// under the field and the dialog keeps what was typed.
import { useState } from 'react';
import { checkDisputeReason, STATEMENT_REASON_MAX } from '#shared/company/statement-rules.ts';
import { FormDialog } from '../ui/FormDialog.tsx';
import { errorIdOf, FormRow } from '../ui/FormRow.tsx';
import { statementsApi } from './statements-api.ts';
import { useBusy } from '../ui/use-busy.ts';
import { sendFromDialog } from '../ui/send-from-dialog.ts';
import './statements.css';

/** The line a dispute is about; absent for the whole statement. */
export interface DisputedLine {
  ledgerId: number;
  /** its document number or type, for the title */
  name: string;
}

export function DisputeDialog({ id, period, line, onClose }: { id: number; period: string; line?: DisputedLine; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const { busy, run } = useBusy();
  const fieldId = `dispute-reason-${id}-${line?.ledgerId ?? 0}`;

  const submit = async () => {
    const checked = checkDisputeReason(reason);
    if (!checked.ok) return setError(checked.message);
    await run(() =>
      sendFromDialog(() => statementsApi.dispute(id, checked.reason, line?.ledgerId), {
        success: '已提交异议',
        failure: '提交失败',
        onClose,
        onError: setError,
      }),
    );
  };

  return (
    <FormDialog
      title={line ? `明细异议（${line.name}）` : `对账单异议（${period}）`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="提交异议"
      busy={busy}
      className="st-dialog"
    >
      <FormRow id={fieldId} label="异议原因" required error={error || undefined}>
        <textarea
          id={fieldId}
          className="st-reason"
          rows={4}
          maxLength={STATEMENT_REASON_MAX + 50}
          placeholder="请说明哪些明细或金额有出入"
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorIdOf(fieldId)}
          onChange={(event) => {
            setReason(event.target.value);
            if (error) setError('');
          }}
        />
      </FormRow>
    </FormDialog>
  );
}
