// /user/approvals 采购审批 (docs/user-centre.md): orders held over a member's spending limit, by state (待审批 /
// 已通过 / 已驳回), 10 a page: the order (number, goods, pieces), amount, requester, why it is held (the rule, or
// the limit exceeded and by how much), when; 通过 / 驳回 open the decision dialog, decided rows show who decided,
// when and the comment.
import { useState } from 'react';
import { reload } from 'vike/client/router';
import { formatFen } from '#shared/money.ts';
import { appActions } from '#web/state/app-state.ts';
import { Pagination } from '../browse/Pagination.tsx';
import { TabLinks } from '../browse/TabLinks.tsx';
import {
  APPROVAL_TABS,
  APPROVALS_PAGE_SIZE,
  type ApprovalTab,
  type ApprovalsPage,
  type ApprovalView,
  approvalsHref,
  waitingText,
} from './approval-view.ts';
import { approvalsApi } from './approvals-api.ts';
import { type Decision, DecisionDialog } from './DecisionDialog.tsx';
import { ApprovalChain } from './ApprovalChain.tsx';
import { ApprovalOrderCell } from './ApprovalOrderCell.tsx';
import { type UnitOption, UnitFilter } from './UnitFilter.tsx';
import '../browse/browse.css';
import '../ui/form-row.css';
import '../user-centre/user-centre.css';
import './company-approvals.css';
import { TableOrEmpty } from '../ui/TableOrEmpty.tsx';

const EMPTY_TEXT: Readonly<Record<ApprovalTab, string>> = { '0': '暂无待审批订单', '1': '暂无已通过的审批', '2': '暂无已驳回的审批' };

interface ScreenProps {
  tab: ApprovalTab;
  page: number;
  approvals: ApprovalsPage;
  /** the unit filter (§13.3): the company's units and the chosen one (0: all) */
  units: UnitOption[];
  unitId: number;
}

export function ApprovalsScreen({ tab, page, approvals, units, unitId }: ScreenProps) {
  const [open, setOpen] = useState<{ approval: ApprovalView; decision: Decision } | null>(null);

  const decide = async (approval: ApprovalView, decision: Decision, comment: string): Promise<boolean> => {
    try {
      const message =
        decision === 'approve' ? await approvalsApi.approve(approval.id, comment) : await approvalsApi.reject(approval.id, comment);
      appActions.toast(message, 'success');
      await reload();
      return true;
    } catch (error) {
      appActions.toast(error instanceof Error && error.message ? error.message : '操作失败');
      // decided elsewhere meanwhile: the list is read again so the row moves to its tab
      await reload();
      return false;
    }
  };

  return (
    <div className="ap-queue">
      <TabLinks
        label="审批状态"
        tabs={APPROVAL_TABS.map((entry) => ({ ...entry, href: approvalsHref(entry.key, 1, unitId) }))}
        active={tab}
      />
      <UnitFilter units={units} unitId={unitId} tab={tab} />
      <p className="ap-hint">
        成员下单金额超出其单笔限额或月度预算，或符合审批规则时，订单需逐级审批通过后才能支付；驳回的订单将关闭并释放库存。
      </p>
      <TableOrEmpty
        className="uc-ledger ap-table"
        columns={['订单', '金额(元)', '申请人', '审批原因', '提交时间', tab === '0' ? '操作' : '审批记录']}
        isEmpty={approvals.rows.length === 0}
        emptyText={EMPTY_TEXT[tab]}
      >
        {approvals.rows.map((row) => (
          <ApprovalRow key={row.id} row={row} pending={tab === '0'} onDecide={(decision) => setOpen({ approval: row, decision })} />
        ))}
      </TableOrEmpty>
      <Pagination page={page} total={approvals.total} limit={APPROVALS_PAGE_SIZE} hrefFor={(n) => approvalsHref(tab, n, unitId)} />
      {open ? (
        <DecisionDialog
          approval={open.approval}
          decision={open.decision}
          onClose={() => setOpen(null)}
          onDecide={(comment) => decide(open.approval, open.decision, comment)}
        />
      ) : null}
    </div>
  );
}

/** One request: the order, who asked and by how much it runs over; 通过 and 驳回 while the mall says this member may
 * decide it now (can_decide), who it waits for while it waits on someone else, else the record. */
function ApprovalRow({ row, pending, onDecide }: { row: ApprovalView; pending: boolean; onDecide: (decision: Decision) => void }) {
  return (
    <tr data-approval-id={row.id} data-order-sn={row.orderSn}>
      <td>
        <ApprovalOrderCell row={row} />
        <ApprovalChain chain={row.chain} />
      </td>
      <td>{formatFen(row.orderFen)}</td>
      <td className="ap-requester">{row.requester}</td>
      <td className="ap-excess">{row.holdReason}</td>
      <td>{row.createTime}</td>
      <td className="ap-ops">
        {pending && row.canDecide ? (
          <>
            <button type="button" className="uc-link-button" onClick={() => onDecide('approve')}>
              通过
            </button>
            <button type="button" className="uc-link-button ap-danger" onClick={() => onDecide('reject')}>
              驳回
            </button>
          </>
        ) : pending ? (
          <span className="ap-record">{waitingText(row)}</span>
        ) : (
          <span className="ap-record">
            {row.decider} {row.decideTime}
            {row.comment ? <span className="ap-record-comment">意见：{row.comment}</span> : null}
          </span>
        )}
      </td>
    </tr>
  );
}
