// A held order's chain (docs/company-api.md §13.3): the rule that held it and why, then each level in order with
// its state — who decided, when and with what comment, or who may decide while it waits; the current level is
// marked. Shown in the approval queue and on the order pages.
import type { ApprovalChainView, ChainLevel } from './approval-chain-view.ts';
import { voteText } from './approval-chain-view.ts';

function LevelLine({ level }: { level: ChainLevel }) {
  const state = level.status === 1 ? 'is-approved' : level.status === 2 ? 'is-rejected' : level.current ? 'is-current' : 'is-later';
  return (
    <li className={`ap-level ${state}`} data-level={level.levelNo} aria-current={level.current ? 'step' : undefined}>
      <span className="ap-level-head">
        第 {level.levelNo} 级 · {level.label}
        {level.modeName ? `（${level.modeName}）` : ''}
      </span>
      <span className="ap-level-state">{level.current ? `${level.statusName}（当前）` : level.statusName}</span>
      {level.votes.map((vote) => (
        <span key={`${vote.name}${vote.time}`} className="ap-level-vote">
          {voteText(vote)}
        </span>
      ))}
      {level.status === 0 && level.approvers.length > 0 ? <span className="ap-level-who">审批人：{level.approvers.join('、')}</span> : null}
    </li>
  );
}

export function ApprovalChain({ chain }: { chain: ApprovalChainView | null }) {
  if (!chain || chain.levels.length === 0) return null;
  return (
    <div className="ap-chain" data-testid="approval-chain">
      {chain.ruleName ? <p className="ap-chain-rule">审批规则：{chain.ruleName}</p> : null}
      {chain.reason ? <p className="ap-chain-reason">{chain.reason}</p> : null}
      <ol className="ap-levels">
        {chain.levels.map((level) => (
          <LevelLine key={level.levelNo} level={level} />
        ))}
      </ol>
    </div>
  );
}
