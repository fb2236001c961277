// /user/spend 采购分析 (docs/company-api.md §15, docs/user-centre.md): the period chooser (a plain GET form, so it
// works without JavaScript), 导出 .xlsx, and each grouping as a server-drawn SVG chart with its table. 管理员 and
// 财务 (spend.view). Every figure comes from the mall; the month totals equal the statements' to the fen.
import { SPEND_DIMENSION_NAMES as N } from '#shared/company/spend-rules.ts';
import { SpendBarChart } from './SpendBarChart.tsx';
import { SpendSection } from './SpendSection.tsx';
import { type SpendReportView, spendExportHref } from './spend-view.ts';
import '../user-centre/user-centre.css';
import './company-spend.css';
import { ColumnHeads } from '../ui/ColumnHeads.tsx';

export function SpendScreen({ report, from, to, error }: { report: SpendReportView | null; from: string; to: string; error: string }) {
  return (
    <div className="spend-screen">
      <form className="spend-period" method="get" action="/user/spend">
        <label>
          开始月份 <input type="month" name="from" defaultValue={from} required />
        </label>
        <label>
          结束月份 <input type="month" name="to" defaultValue={to} required />
        </label>
        <button type="submit" className="btn-primary">
          查询
        </button>
        {report ? (
          <a className="spend-export" href={spendExportHref(report.from, report.to)} download>
            导出 .xlsx
          </a>
        ) : null}
      </form>
      {error ? (
        <p className="spend-error" role="alert">
          {error}
        </p>
      ) : null}
      {report ? <SpendReport report={report} /> : null}
    </div>
  );
}

function SpendReport({ report }: { report: SpendReportView }) {
  const total = { purchase: report.purchase, refund: report.refund, net: report.net };
  return (
    <>
      <p className="spend-summary" data-summary>
        {report.from} 至 {report.to}：采购金额 ¥{report.purchase}，退款金额 ¥{report.refund}，净采购额 <strong>¥{report.net}</strong>
      </p>
      <p className="spend-hint">
        采购金额与对账单的“采购支出”一致（企业余额和账期支付的订单），退款金额与对账单的“退款”一致；分类和商品按订单各商品实付比例分摊。
      </p>
      <SpendSection title={N.month} column="月份" groups={report.byMonth} total={total} />
      <SpendSection title={N.unit} column="部门" groups={report.byUnit} total={total} />
      <SpendSection title={N.costCenter} column="成本中心" groups={report.byCostCenter} total={total} />
      <SpendSection title={N.category} column="商品分类" groups={report.byCategory} total={total} />
      <SpendSection title={N.merchant} column="店铺" groups={report.byMerchant} total={total} />
      <SpendSection title={N.member} column="下单成员" groups={report.byMember} total={total} />
      <SpendSection title="商品排行（前 10）" column="商品" groups={report.topProducts} total={null} />
      <BudgetSection report={report} />
    </>
  );
}

function BudgetSection({ report }: { report: SpendReportView }) {
  const rows = report.budgets.map((b) => ({ label: b.name, value: b.usedFen, track: b.amountFen, valueText: `¥${b.used} / ¥${b.amount}` }));
  return (
    <section className="spend-section" aria-label="预算执行" data-section="budgets">
      <h2 className="spend-heading">预算执行</h2>
      <div className="spend-pair">
        <div className="spend-chart-box">
          <SpendBarChart title="预算执行：已使用 / 预算金额" rows={rows} />
        </div>
        <table className="uc-ledger spend-table">
          <caption className="spend-caption">预算执行（元）</caption>
          <ColumnHeads columns={['预算', '预算金额', '已使用', '剩余']} />
          <tbody>
            {report.budgets.length === 0 ? (
              <tr>
                <td colSpan={4}>本期没有预算，可在“预算管理”中添加</td>
              </tr>
            ) : null}
            {report.budgets.map((b) => (
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
