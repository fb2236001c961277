// 消息中心 for held orders (docs/company-api.md §14.1): the members who may act on the level an order waits at
// hear of it, and the requester hears the decision. Kept out of approvals/ so the approval records never write
// to the inbox themselves; order placement and the approval decision both call these.
import type { DemoMallDatabase } from '../db/database.ts';
import type { ApprovalChain, HeldOrder } from './approval-rules/approval-chain.ts';
import type { ChainStore } from './approval-rules/chain-store.ts';
import { recordMemberEvent } from './inbox/record-event.ts';

export interface ApprovalNotices {
  /** the approvers of the level the order waits at now (none when nobody may act on it) */
  levelWaiting(held: HeldOrder, text: string): void;
  /** the member who placed the order, once the chain approved or rejected it */
  decided(companyId: number, requesterUid: number, text: string): void;
}

export function createApprovalNotices(db: DemoMallDatabase, chain: ApprovalChain, chainStore: ChainStore): ApprovalNotices {
  return {
    levelWaiting(held, text) {
      const level = chainStore.levelsOf(held.approval_id).find((l) => l.status === 0);
      const memberIds = level ? chain.approversOf(held, level) : [];
      if (memberIds.length > 0)
        recordMemberEvent(db, { companyId: held.company_id, memberIds, kind: 'approval_needed', text, link: '/user/approvals' });
    },
    decided(companyId, requesterUid, text) {
      recordMemberEvent(db, { companyId, memberIds: [requesterUid], kind: 'approval_decided', text, link: '/user/order_list' });
    },
  };
}
