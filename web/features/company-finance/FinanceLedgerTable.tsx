// One page of the company ledger: each movement with its type, what caused it (a link to the order, refund or
// remittance), who did it, the amount and the balance, used credit and net position after it; the pager below.
import { COMPANY_FINANCE_PAGE_SIZE } from '#shared/company/finance-rules.ts';
import { Empty } from '../browse/Empty.tsx';
import { Pagination } from '../browse/Pagination.tsx';
import type { FinanceLedgerRow, PageOf } from './finance-view.ts';
import { ColumnHeads } from '../ui/ColumnHeads.tsx';

export function FinanceLedgerTable({
  ledger,
  page,
  emptyText,
  hrefFor,
}: {
  ledger: PageOf<FinanceLedgerRow>;
  page: number;
  emptyText: string;
  hrefFor: (page: number) => string;
}) {
  if (ledger.rows.length === 0) return <Empty text={emptyText} />;
  return (
    <>
      <table className="uc-ledger cf-ledger">
        <ColumnHeads columns={['时间', '类型', '关联单据', '经办人', '金额(元)', '余额(元)', '已用额度(元)']} />
        <tbody>
          {ledger.rows.map((row) => (
            <tr key={row.id} title={row.mark || undefined}>
              <td>{row.time}</td>
              <td>{row.kindName}</td>
              <td>{row.linkHref ? <a href={row.linkHref}>{row.linkText}</a> : row.linkText || row.mark}</td>
              <td>{row.memberName || '—'}</td>
              <td className={row.income ? 'uc-income' : 'uc-expense'}>{row.amount}</td>
              <td>{row.balance}</td>
              <td>{row.usedCredit}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} total={ledger.total} limit={COMPANY_FINANCE_PAGE_SIZE} hrefFor={hrefFor} />
    </>
  );
}
