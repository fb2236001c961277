// One grouping of 采购分析: its chart and, beside it, the table with the exact amounts (采购, 退款, 净采购额) and
// the period's total, so every bar can be read to the fen. The chart draws at most 12 groups and 其他; the table
// lists every group.
import type { ReactNode } from 'react';
import type { SpendGroupView } from './spend-view.ts';
import { ColumnHeads } from '../ui/ColumnHeads.tsx';

export function SpendSection({
  title,
  column,
  groups,
  total,
  chart,
}: {
  title: string;
  column: string;
  groups: readonly SpendGroupView[];
  total: { purchase: string; refund: string; net: string } | null;
  /** the chart, given its title (chartTitle) */
  chart: ReactNode;
}) {
  return (
    <section className="spend-section" aria-label={title} data-section={column}>
      <h2 className="spend-heading">{title}</h2>
      <div className="spend-pair">
        <div className="spend-chart-box">{chart}</div>
        <table className="uc-ledger spend-table">
          <caption className="spend-caption">{title}（元）</caption>
          <ColumnHeads columns={[column, '采购金额', '退款金额', '净采购额']} />
          <tbody>
            {groups.map((g) => (
              <tr key={g.name}>
                <th scope="row">{g.name}</th>
                <td>{g.purchase}</td>
                <td>{g.refund}</td>
                <td>{g.net}</td>
              </tr>
            ))}
          </tbody>
          {total ? (
            <tfoot>
              <tr data-total>
                <th scope="row">合计</th>
                <td>{total.purchase}</td>
                <td>{total.refund}</td>
                <td>{total.net}</td>
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
    </section>
  );
}

/** a section chart's accessible name: the grouping and, where there is one, the period's total */
export const chartTitle = (title: string, total: { net: string } | null) =>
  total ? `${title}净采购额（合计 ¥${total.net}）` : `${title}净采购额`;
