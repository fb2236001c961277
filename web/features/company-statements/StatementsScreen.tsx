// /user/statement_management 对账单管理 (docs/user-centre.md): one statement a month, newest first, 12 a page,
// filtered by state; each with its figures and actions. A refusal of the mall is shown as a message, 暂无对账单
// only when there is really none.
import { Empty } from '../browse/Empty.tsx';
import { Pagination } from '../browse/Pagination.tsx';
import { TabLinks } from '../browse/TabLinks.tsx';
import { StatementActions } from './StatementActions.tsx';
import type { Section, StatementPage } from './statements.server.ts';
import { listHref, STATEMENT_PAGE_SIZE, STATEMENT_STATUS_TABS } from './statement-view.ts';
import { StatusBadge } from './StatusBadge.tsx';
import '../browse/browse.css';
import '../user-centre/user-centre.css';
import './statements.css';
import { STATEMENT_NET_LABELS as NET } from '#shared/company/statement-rules.ts';

export function StatementsScreen({
  status,
  page,
  section,
  canConfirm,
}: {
  status: string;
  page: number;
  section: Section<StatementPage>;
  canConfirm: boolean;
}) {
  return (
    <div className="st-screen">
      <TabLinks label="对账单状态" tabs={STATEMENT_STATUS_TABS.map((tab) => ({ ...tab, href: listHref(tab.key) }))} active={status} />
      {!section.ok ? (
        <p className="st-error" role="alert">
          {section.message}
        </p>
      ) : section.value.statements.length === 0 ? (
        <Empty text="暂无对账单" />
      ) : (
        <>
          <table className="uc-ledger st-table">
            <thead>
              <tr>
                <th scope="col">账期</th>
                <th scope="col" className="st-money" title={NET.note}>
                  {NET.opening}
                </th>
                <th scope="col" className="st-money">
                  采购金额
                </th>
                <th scope="col" className="st-money">
                  退款
                </th>
                <th scope="col" className="st-money">
                  汇款到账
                </th>
                <th scope="col" className="st-money" title="期初结转与平台调整">
                  其他
                </th>
                <th scope="col" className="st-money" title={NET.note}>
                  {NET.closing}
                </th>
                <th scope="col">状态</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {section.value.statements.map((statement) => (
                <tr key={statement.id} data-statement={statement.id}>
                  <td>{statement.period}</td>
                  <td className="st-money">{statement.opening}</td>
                  <td className="st-money">{statement.purchase}</td>
                  <td className="st-money">{statement.refund}</td>
                  <td className="st-money">{statement.remittance}</td>
                  <td className="st-money">{statement.other}</td>
                  <td className="st-money">{statement.closing}</td>
                  <td>
                    <StatusBadge statement={statement} />
                  </td>
                  <td>
                    <StatementActions statement={statement} canConfirm={canConfirm} showDetail />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="uc-hint">{NET.note}</p>
          <Pagination page={page} total={section.value.total} limit={STATEMENT_PAGE_SIZE} hrefFor={(n) => listHref(status, n)} />
        </>
      )}
    </div>
  );
}
