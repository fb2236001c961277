// The lines of a statement: date, type, document (linked where it lives, with its PO number and cost centre),
// amount, running balance and the line's dispute, then a totals row that adds the shown lines up.
import { PurchaseRefCell } from '../company-purchase-refs/PurchaseRefLine.tsx';
import { LineDisputeCell } from './LineDisputeCell.tsx';
import { linesTotal, type StatementLineView, type StatementView } from './statement-view.ts';
import { STATEMENT_NET_LABELS as NET } from '#shared/company/statement-rules.ts';

export function StatementLinesTable({
  statement,
  lines,
  kind,
  canConfirm,
}: {
  statement: StatementView;
  lines: readonly StatementLineView[];
  kind: string;
  canConfirm: boolean;
}) {
  const canDispute = canConfirm && statement.status !== 1;
  return (
    <table className="uc-ledger st-table st-lines">
      <thead>
        <tr>
          <th scope="col">日期</th>
          <th scope="col">类型</th>
          <th scope="col">单据号</th>
          <th scope="col" className="st-money">
            金额(元)
          </th>
          <th scope="col" className="st-money">
            {NET.running}(元)
          </th>
          <th scope="col">异议</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <td>{line.time}</td>
            <td>{line.kindName}</td>
            <td>
              {line.href && line.docNo ? <a href={line.href}>{line.docNo}</a> : line.docNo || '—'}
              <PurchaseRefCell refs={line.purchaseRef} />
            </td>
            <td className={`st-money ${line.income ? 'uc-income' : 'uc-expense'}`}>{line.amount}</td>
            <td className="st-money">{line.balance}</td>
            <td className="st-dispute-cell">
              <LineDisputeCell statementId={statement.id} period={statement.period} line={line} canDispute={canDispute} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="st-total">
          <th scope="row" colSpan={3}>
            合计（{lines.length} 笔）
          </th>
          <td className="st-money" data-total="amount">
            {linesTotal(lines)}
          </td>
          <td className="st-money">{kind ? '' : statement.closing}</td>
          <td />
        </tr>
      </tfoot>
    </table>
  );
}
