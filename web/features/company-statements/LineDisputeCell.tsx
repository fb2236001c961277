// A statement line's 异议 cell (docs/company-api.md §4.1): the dispute and the platform's answer when there is one,
// else, for roles that may dispute and while the statement is not confirmed, the button that opens the dialog.
import { useState } from 'react';
import { DisputeDialog } from './DisputeDialog.tsx';
import type { StatementLineView } from './statement-view.ts';

export function LineDisputeCell({
  statementId,
  period,
  line,
  canDispute,
}: {
  statementId: number;
  period: string;
  line: StatementLineView;
  canDispute: boolean;
}) {
  const [open, setOpen] = useState(false);
  const { dispute } = line;
  if (dispute) {
    return (
      <div className="st-line-dispute">
        <span className={`st-status st-dispute-${dispute.status}`}>{dispute.statusName}</span> {dispute.reason}
        {dispute.status !== 0 ? (
          <div className="st-line-answer">
            平台答复：{dispute.answer}
            {dispute.adjust !== '0.00' ? `（调整 ¥${dispute.adjust}）` : ''}
          </div>
        ) : null}
      </div>
    );
  }
  if (!canDispute) return null;
  const name = line.docNo || line.kindName;
  return (
    <>
      <button type="button" className="uc-link-button" aria-label={`对 ${name} 提出异议`} onClick={() => setOpen(true)}>
        异议
      </button>
      {open ? <DisputeDialog id={statementId} period={period} line={{ ledgerId: line.id, name }} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
