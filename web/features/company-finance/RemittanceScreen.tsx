// /user/remittance_management 汇款管理 (docs/user-centre.md): the company's remittances by state (全部 / 待审核 /
// 已到账 / 已驳回 / 已取消), 10 a page, with amount, 识别码, 汇款日期, 提交时间 and state (a rejection shows its
// reason); 详情 opens the record with its vouchers, 取消 asks first and is offered only while 待审核.
import { useState } from 'react';
import { reload } from 'vike/client/router';
import { COMPANY_FINANCE_PAGE_SIZE } from '#shared/company/finance-rules.ts';
import { appActions } from '#web/state/app-state.ts';
import { Empty } from '../browse/Empty.tsx';
import { Pagination } from '../browse/Pagination.tsx';
import { TabLinks } from '../browse/TabLinks.tsx';
import { useOrderAction } from '../order/use-order-action.tsx';
import { cancelRemittance } from './finance-api.ts';
import { type PageOf, RECHARGE_PATH, REMITTANCE_TABS, type RemittanceTab, type RemittanceView, remittancesHref } from './finance-view.ts';
import { RemittanceDetail } from './RemittanceDetail.tsx';
import '../browse/browse.css';
import '../ui/form-row.css';
import '../user-centre/user-centre.css';
import './company-finance.css';
import { ColumnHeads } from '../ui/ColumnHeads.tsx';

export function RemittanceScreen({
  tab,
  page,
  remittances,
  opened,
}: {
  tab: RemittanceTab;
  page: number;
  remittances: PageOf<RemittanceView>;
  opened: RemittanceView | null;
}) {
  const [detail, setDetail] = useState<RemittanceView | null>(opened);
  const action = useOrderAction();

  const cancel = (row: RemittanceView) =>
    action.ask({
      title: '取消汇款',
      text: `确定取消汇款单号为 ${row.no} 的汇款记录吗？`,
      run: async () => {
        try {
          const { message } = await cancelRemittance(row.id);
          appActions.toast(message || '已取消', 'success');
          await reload();
        } catch (error) {
          appActions.toast(error instanceof Error ? error.message : '取消失败');
        }
      },
    });

  return (
    <div className="cf-remittances">
      <div className="cf-head">
        <TabLinks label="汇款状态" tabs={REMITTANCE_TABS.map((entry) => ({ ...entry, href: remittancesHref(entry.key) }))} active={tab} />
        <a className="cf-button" href={RECHARGE_PATH}>
          线下汇款充值
        </a>
      </div>
      {remittances.rows.length === 0 ? (
        <Empty text="暂无汇款记录" />
      ) : (
        <>
          <table className="uc-ledger cf-ledger">
            <ColumnHeads columns={['汇款金额(元)', '汇款单号', '汇款日期', '提交时间', '状态', '操作']} />
            <tbody>
              {remittances.rows.map((row) => (
                <RemittanceRow key={row.id} row={row} busy={action.busy} onDetail={() => setDetail(row)} onCancel={() => cancel(row)} />
              ))}
            </tbody>
          </table>
          <Pagination page={page} total={remittances.total} limit={COMPANY_FINANCE_PAGE_SIZE} hrefFor={(n) => remittancesHref(tab, n)} />
        </>
      )}
      <RemittanceDetail remittance={detail} onClose={() => setDetail(null)} />
      {action.confirmBox}
    </div>
  );
}

function RemittanceRow({
  row,
  busy,
  onDetail,
  onCancel,
}: {
  row: RemittanceView;
  busy: boolean;
  onDetail: () => void;
  onCancel: () => void;
}) {
  return (
    <tr data-no={row.no} data-id={row.id}>
      <td>{row.amount}</td>
      <td>{row.no}</td>
      <td>{row.transferDate}</td>
      <td>{row.createTime}</td>
      <td className={`cf-status-${row.status}`}>
        {row.statusName}
        {row.failReason ? <span className="cf-reason">原因：{row.failReason}</span> : null}
      </td>
      <td>
        <span className="cf-table-actions">
          <button type="button" className="uc-link-button" onClick={onDetail}>
            详情
          </button>
          {row.cancellable ? (
            <button type="button" className="uc-link-button" disabled={busy} onClick={onCancel}>
              取消
            </button>
          ) : null}
        </span>
      </td>
    </tr>
  );
}
