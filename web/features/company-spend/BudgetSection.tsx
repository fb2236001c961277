// 预算执行 on /user/spend (docs/company-api.md §15): each budget's used part over its whole amount, and the table
// with the exact amounts and what remains.
import type { BarChartGeometry } from './chart-geometry.ts';
import { SpendBarChart } from './SpendBarChart.tsx';
import type { SpendBudgetView } from './spend-view.ts';
import { ColumnHeads } from '../ui/ColumnHeads.tsx';

export function BudgetSection({ budgets, chart }: { budgets: readonly SpendBudgetView[]; chart: BarChartGeometry }) {
  return (
    <section className="spend-section" aria-label="预算执行" data-section="budgets">
      <h2 className="spend-heading">预算执行</h2>
      <div className="spend-pair">
        <div className="spend-chart-box">
          <SpendBarChart title="预算执行：已使用 / 预算金额" chart={chart} />
        </div>
        <table className="uc-ledger spend-table">
          <caption className="spend-caption">预算执行（元）</caption>
          <ColumnHeads columns={['预算', '预算金额', '已使用', '剩余']} />
          <tbody>
            {budgets.length === 0 ? (
              <tr>
                <td colSpan={4}>本期没有预算，可在“预算管理”中添加</td>
              </tr>
            ) : null}
            {budgets.map((b) => (
              <tr key={b.id}>
                <th scope="row">{b.name}</th>
                <td>{b.amount}</td>
                <td>{b.used}</td>
                <td>{b.remaining}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
