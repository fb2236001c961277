// /user/spend 采购分析 (docs/company-api.md §15): the chosen period's report, read on the server, and its charts'
// geometry computed here with d3 (spend-charts.server.ts), so the charts are in the HTML and d3 never reaches the
// browser. A bad period is answered on the page with its Chinese message, next to the form to fix it.
import type { PageContextServer } from 'vike/types';
import { readSpendPeriod } from '#shared/company/spend-rules.ts';
import { userPageByPath } from '#shared/routes.ts';
import { readAccountPage } from '#web/features/order/read-account.server.ts';
import { spendCharts } from '#web/features/company-spend/spend-charts.server.ts';
import { toSpendReport } from '#web/features/company-spend/spend-view.ts';

export type Data = Awaited<ReturnType<typeof data>>;

const thisMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
};

export async function data(pageContext: PageContextServer) {
  const meta = { title: userPageByPath(pageContext.urlParsed.pathname)?.name ?? '采购分析' };
  const { from, to } = pageContext.urlParsed.search;
  const period = readSpendPeriod(from, to, thisMonth());
  if (!period.ok) return { meta, report: null, charts: null, from: String(from ?? ''), to: String(to ?? ''), error: period.message };
  const raw = await readAccountPage(pageContext, () =>
    pageContext.mall.get<unknown>('/api/company/spend/summary', { from: period.from, to: period.to }),
  );
  const report = toSpendReport(raw);
  return { meta, report, charts: spendCharts(report), from: report.from || period.from, to: report.to || period.to, error: '' };
}
