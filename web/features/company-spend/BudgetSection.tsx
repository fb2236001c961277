// 预算执行 on /user/spend (docs/company-api.md §15): each budget's used part over its whole amount, and the table
// with the exact amounts and what remains.
import type { BarChartGeometry } from './chart-geometry.ts';
import { SpendBarChart } from './SpendBarChart.tsx';
import type { SpendBudgetView } from './spend-view.ts';
import { SpendRow, SpendTableSection } from './SpendTableSection.tsx';

export function BudgetSection({ budgets, chart }: { budgets: readonly SpendBudgetView[]; chart: BarChartGeometry }) {
  return (
    <SpendTableSection
      title="预算执行"
      section="budgets"
      chart={<SpendBarChart title="预算执行：已使用 / 预算金额" chart={chart} />}
      columns={['预算', '预算金额', '已使用', '剩余']}
    >
      <tbody>
        {budgets.length === 0 ? (
          <tr>
            <td colSpan={4}>本期没有预算，可在“预算管理”中添加</td>
          </tr>
        ) : null}
        {budgets.map((b) => (
          <SpendRow key={b.id} name={b.name} amounts={[b.amount, b.used, b.remaining]} />
        ))}
      </tbody>
    </SpendTableSection>
  );
}
