// The report part of /user/spend: the period's totals and every grouping as a chart (drawn from the geometry the
// server computed) beside its table; 按月份 is a column chart, the others bars on a value axis.
import { SPEND_DIMENSION_NAMES as N } from '#shared/company/spend-rules.ts';
import { BudgetSection } from './BudgetSection.tsx';
import type { SpendChartsView } from './chart-geometry.ts';
import { SpendBarChart } from './SpendBarChart.tsx';
import { SpendMonthChart } from './SpendMonthChart.tsx';
import { chartTitle, SpendSection } from './SpendSection.tsx';
import type { SpendReportView } from './spend-view.ts';

export function SpendReport({ report, charts }: { report: SpendReportView; charts: SpendChartsView }) {
  const total = { purchase: report.purchase, refund: report.refund, net: report.net };
  const bars = (title: string, key: Exclude<keyof SpendChartsView, 'byMonth' | 'budgets'>, withTotal = true) => (
    <SpendBarChart title={chartTitle(title, withTotal ? total : null)} chart={charts[key]} />
  );
  return (
    <>
      <p className="spend-summary" data-summary>
        {report.from} 至 {report.to}：采购金额 ¥{report.purchase}，退款金额 ¥{report.refund}，净采购额 <strong>¥{report.net}</strong>
      </p>
      <p className="spend-hint">
        采购金额与对账单的“采购支出”一致（企业余额和账期支付的订单），退款金额与对账单的“退款”一致；分类和商品按订单各商品实付比例分摊。图表最多画出前
        12 项，其余合为“其他”，表格列出全部。
      </p>
      <SpendSection
        title={N.month}
        column="月份"
        groups={report.byMonth}
        total={total}
        chart={<SpendMonthChart title={chartTitle(N.month, total)} chart={charts.byMonth} />}
      />
      <SpendSection title={N.unit} column="部门" groups={report.byUnit} total={total} chart={bars(N.unit, 'byUnit')} />
      <SpendSection
        title={N.costCenter}
        column="成本中心"
        groups={report.byCostCenter}
        total={total}
        chart={bars(N.costCenter, 'byCostCenter')}
      />
      <SpendSection title={N.category} column="商品分类" groups={report.byCategory} total={total} chart={bars(N.category, 'byCategory')} />
      <SpendSection title={N.merchant} column="店铺" groups={report.byMerchant} total={total} chart={bars(N.merchant, 'byMerchant')} />
      <SpendSection title={N.member} column="下单成员" groups={report.byMember} total={total} chart={bars(N.member, 'byMember')} />
      <SpendSection
        title="商品排行（前 10）"
        column="商品"
        groups={report.topProducts}
        total={null}
        chart={bars('商品排行（前 10）', 'topProducts', false)}
      />
      <BudgetSection budgets={report.budgets} chart={charts.budgets} />
    </>
  );
}
