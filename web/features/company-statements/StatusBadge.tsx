// A statement's state: 待确认 / 已确认 / 有异议, with who confirmed it or the reason of the dispute as a hint.
import type { StatementView } from './statement-view.ts';
import './statements.css';

export function StatusBadge({ statement }: { statement: StatementView }) {
  const hint =
    statement.status === 1
      ? `${statement.confirmName} ${statement.confirmTime}`.trim()
      : statement.status === 2
        ? statement.disputeReason
        : '';
  return (
    <span className={`st-status st-status-${statement.status}`} title={hint || undefined}>
      {statement.statusName}
    </span>
  );
}
