// A held order's chain in the API's shape (docs/company-api.md §13.3): every level with its approvers (for a
// level still waiting), its status and each vote (who, when, comment), and the level the order waits at.
import { LEVEL_KIND_NAMES, LEVEL_MODE_NAMES, LEVEL_STATUS_NAMES } from '#shared/company/org-rules.ts';
import type { ApprovalChain, HeldOrder } from './approval-chain.ts';
import type { ChainStore } from './chain-store.ts';

export function chainViewOf(chain: ChainStore, approvals: ApprovalChain, nickname: (uid: number) => string) {
  return (held: HeldOrder & { rule_name?: string; reason?: string }) => {
    const levels = chain.levelsOf(held.approval_id);
    const votes = chain.votesOf(held.approval_id);
    const current = levels.find((l) => l.status === 0);
    return {
      rule_name: held.rule_name ?? '',
      reason: held.reason ?? '',
      current_level: current?.level_no ?? 0,
      levels: levels.map((level) => ({
        level_no: level.level_no,
        kind: level.kind,
        kind_name: LEVEL_KIND_NAMES[level.kind],
        label: level.label,
        mode: level.mode,
        mode_name: LEVEL_MODE_NAMES[level.mode],
        status: level.status,
        status_name: LEVEL_STATUS_NAMES[level.status] ?? '',
        is_current: level.level_no === current?.level_no,
        approvers: level.status === 0 ? approvals.approversOf(held, level).map(nickname) : [],
        decide_time: level.decide_time ?? '',
        votes: votes
          .filter((v) => v.level_no === level.level_no)
          .map((v) => ({
            uid: v.uid,
            name: nickname(v.uid),
            decision: v.decision,
            decision_name: v.decision === 1 ? '通过' : '驳回',
            comment: v.comment,
            time: v.vote_time,
          })),
      })),
    };
  };
}
