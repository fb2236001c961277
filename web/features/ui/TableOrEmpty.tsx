// A user-centre list as its table (column heads, then the rows) or, when it has no rows, the empty note in the
// table's place: the pairing the member, budget, approval and 定期采购 screens each wrote out.
import type { ReactNode } from 'react';
import { Empty } from '../browse/Empty.tsx';
import { ColumnHeads } from './ColumnHeads.tsx';

export function TableOrEmpty({
  className,
  columns,
  isEmpty,
  emptyText,
  children,
}: {
  className: string;
  columns: readonly string[];
  isEmpty: boolean;
  /** shown instead of the table when there are no rows */
  emptyText: string;
  /** the rows */
  children: ReactNode;
}) {
  if (isEmpty) return <Empty text={emptyText} />;
  return (
    <table className={className}>
      <ColumnHeads columns={columns} />
      <tbody>{children}</tbody>
    </table>
  );
}
