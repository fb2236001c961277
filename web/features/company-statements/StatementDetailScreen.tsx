// /user/statement_details?id= 对账单明细 (docs/user-centre.md): the month's figures, the kind filter, every
// line with its document, running balance and dispute, and a totals row that adds the shown lines up (all lines:
// the closing minus the opening balance).
import { Empty } from '../browse/Empty.tsx';
import { TabLinks } from '../browse/TabLinks.tsx';
import { Figures } from '../user-centre/Figures.tsx';
import { StatementActions } from './StatementActions.tsx';
import type { Section, StatementDetail } from './statements.server.ts';
import { StatementLinesTable } from './StatementLinesTable.tsx';
import { detailHref, STATEMENT_KIND_TABS, STATEMENT_LIST_PATH } from './statement-view.ts';
import { StatusBadge } from './StatusBadge.tsx';
import '../browse/browse.css';
import '../user-centre/user-centre.css';
import './statements.css';
import { STATEMENT_NET_LABELS as NET } from '#shared/company/statement-rules.ts';

export function StatementDetailScreen({
  id,
  kind,
  section,
  canConfirm,
}: {
  id: number;
  kind: string;
  section: Section<StatementDetail>;
  canConfirm: boolean;
}) {
  if (!section.ok) {
    return (
      <div className="st-screen">
        <p className="st-error" role="alert">
          {section.message}
        </p>
        <p className="st-back">
          <a href={STATEMENT_LIST_PATH}>返回对账单管理</a>
        </p>
      </div>
    );
  }
  const { statement, lines } = section.value;
  const figures = [
    { label: `${NET.opening}(元)`, value: statement.opening },
    { label: '采购金额(元)', value: statement.purchase },
    { label: '退款(元)', value: statement.refund },
    { label: '汇款到账(元)', value: statement.remittance },
    { label: '其他(元)', value: statement.other },
    { label: `${NET.closing}(元)`, value: statement.closing },
  ];
  return (
    <div className="st-screen">
      <div className="st-head">
        <h2 className="uc-panel-title">
          {statement.period} 对账单 <StatusBadge statement={statement} />
        </h2>
        <p className="uc-hint">
          账期 {statement.startDate} 至 {statement.endDate}，共 {statement.lineCount} 笔；其中余额支付 {statement.balancePay} 元，账期支付{' '}
          {statement.creditPay} 元{statement.status === 2 && statement.disputeReason ? `；异议原因：${statement.disputeReason}` : ''}
        </p>
        <StatementActions statement={statement} canConfirm={canConfirm} showDetail={false} />
      </div>
      <Figures figures={figures} />
      <p className="uc-hint st-net-note">{NET.note}</p>
      <TabLinks label="明细类型" tabs={STATEMENT_KIND_TABS.map((tab) => ({ ...tab, href: detailHref(id, tab.key) }))} active={kind} />
      {lines.length === 0 ? (
        <Empty text="暂无明细" />
      ) : (
        <StatementLinesTable statement={statement} lines={lines} kind={kind} canConfirm={canConfirm} />
      )}
    </div>
  );
}
