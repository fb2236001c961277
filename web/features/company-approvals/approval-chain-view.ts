// Pure: a held order's chain (docs/company-api.md §13.3) as the queue and the order pages show it: the rule and
// why, and each level with its approvers while it waits, its status, and every vote (who, when, comment).

export interface ChainVote {
  name: string;
  decisionName: string;
  comment: string;
  time: string;
}

export interface ChainLevel {
  levelNo: number;
  label: string;
  modeName: string;
  status: number;
  statusName: string;
  current: boolean;
  approvers: string[];
  votes: ChainVote[];
}

export interface ApprovalChainView {
  ruleName: string;
  reason: string;
  levels: ChainLevel[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));
const list = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);

export function toChainView(raw: { rule_name?: unknown; reason?: unknown; levels?: unknown }): ApprovalChainView {
  return {
    ruleName: text(raw.rule_name),
    reason: text(raw.reason),
    levels: list(raw.levels).map((level) => ({
      levelNo: Number(level.level_no) || 0,
      label: text(level.label),
      modeName: text(level.mode_name),
      status: Number(level.status) || 0,
      statusName: text(level.status_name),
      current: level.is_current === true,
      approvers: Array.isArray(level.approvers) ? level.approvers.map(text) : [],
      votes: list(level.votes).map((vote) => ({
        name: text(vote.name),
        decisionName: text(vote.decision_name),
        comment: text(vote.comment),
        time: text(vote.time),
      })),
    })),
  };
}

/** 张三 2026-11-27 10:00:00 通过：同意 */
export const voteText = (vote: ChainVote) => `${vote.name} ${vote.time} ${vote.decisionName}${vote.comment ? `：${vote.comment}` : ''}`;
