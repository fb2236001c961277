// 审批记录 on an approved or rejected company order (docs/company-api.md §5.3). Its own file so the order detail,
// which shows only this line, does not load the held order's state and chain with it.
import type { ApprovalView } from './approval-view.ts';
import { decisionText } from './approval-words.ts';
import './company-approvals.css';

export function ApprovalDecision({ approval }: { approval: ApprovalView }) {
  const text = decisionText(approval);
  if (!text) return null;
  return (
    <p className={`ap-decision${approval.status === 2 ? ' is-rejected' : ''}`} data-testid="approval-decision">
      审批记录：{text}
    </p>
  );
}
