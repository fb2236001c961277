// One page of a ledger (balance bills or points), 10 rows, with the pager; an empty page says so.
import { Empty } from '../browse/Empty.tsx';
import { Pagination } from '../browse/Pagination.tsx';
import { LEDGER_PAGE_SIZE, type LedgerPage } from './ledger-view.ts';
import { ColumnHeads } from '../ui/ColumnHeads.tsx';

export function LedgerTable({
  ledger,
  page,
  amountLabel,
  emptyText,
  hrefFor,
}: {
  ledger: LedgerPage;
  page: number;
  amountLabel: string;
  emptyText: string;
  hrefFor: (page: number) => string;
}) {
  if (ledger.rows.length === 0) return <Empty text={emptyText} />;
  return (
    <>
      <table className="uc-ledger">
        <ColumnHeads columns={['类型', '说明', '时间', amountLabel]} />
        <tbody>
          {ledger.rows.map((row) => (
            <tr key={row.id}>
              <td>{row.title}</td>
              <td>{row.mark}</td>
              <td>{row.time}</td>
              <td className={row.income ? 'uc-income' : 'uc-expense'}>{row.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} total={ledger.total} limit={LEDGER_PAGE_SIZE} hrefFor={hrefFor} />
    </>
  );
}
