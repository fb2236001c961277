// /user/spend 采购分析 (docs/company-api.md §15, docs/user-centre.md): the period chooser (a plain GET form, so it
// works without JavaScript), 导出 .xlsx, and each grouping as an SVG chart with its table. The charts' geometry
// comes computed from the server (spend-charts.server.ts, d3 there only). 管理员 and 财务 (spend.view). Every
// figure comes from the mall; the month totals equal the statements' to the fen.
import type { SpendChartsView } from './chart-geometry.ts';
import { SpendReport } from './SpendReport.tsx';
import { type SpendReportView, spendExportHref } from './spend-view.ts';
import '../user-centre/user-centre.css';
import './company-spend.css';

export interface SpendScreenProps {
  report: SpendReportView | null;
  charts: SpendChartsView | null;
  from: string;
  to: string;
  error: string;
}

export function SpendScreen({ report, charts, from, to, error }: SpendScreenProps) {
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
      {report && charts ? <SpendReport report={report} charts={charts} /> : null}
    </div>
  );
}
