// The 采购分析 chart geometry, computed on the server only (docs/adr/0055-spend-charts-with-d3-on-the-server.md):
// d3-scale gives each value axis a nice domain and round ticks, d3-shape the month chart's trend line. The page's
// data hook calls this; the components draw the numbers, so the browser loads none of d3 and the charts are in
// the HTML with JavaScript off. Values are fen; the axes speak yuan.
import { scaleBand, scaleLinear } from 'd3-scale';
import { curveMonotoneX, line } from 'd3-shape';
import {
  BAR_CHART,
  type BarChartGeometry,
  COLUMN_CHART,
  type ColumnChartGeometry,
  type SpendChartsView,
  type Tick,
} from './chart-geometry.ts';
import { axisYuan, type ChartRow, capRows } from './chart-rows.ts';
import type { SpendGroupView, SpendReportView } from './spend-view.ts';

const round = (n: number) => Math.round(n * 10) / 10;

/** room for "¥1234567.00 / ¥2000000.00" at 12 px */
const BUDGET_VALUE_WIDTH = 180;

/** a linear yuan scale over [min(0, low), high] made nice, onto `range` */
function valueScale(values: readonly number[], range: [number, number]) {
  const yuan = values.map((fen) => fen / 100);
  const scale = scaleLinear()
    .domain([Math.min(0, ...yuan), Math.max(1, ...yuan)])
    .range(range)
    .nice(5);
  const ticks: Tick[] = scale.ticks(5).map((t) => ({ at: round(scale(t)), label: axisYuan(t) }));
  return { at: (fen: number) => round(scale(fen / 100)), ticks };
}

/**
 * horizontal bars, one row per group (capped, 其他 last), on a value axis with gridlines; `valueWidth` is the room
 * right of the plot for the amount (the budget chart's "used / budget" needs more)
 */
export function barChart(all: readonly ChartRow[], valueWidth: number = BAR_CHART.valueWidth): BarChartGeometry {
  const rows = capRows(all);
  const { width, labelWidth, rowHeight, barHeight, padTop, axisHeight } = BAR_CHART;
  const x = valueScale(
    rows.flatMap((r) => [r.value, r.track ?? 0]),
    [labelWidth, width - valueWidth],
  );
  const zero = x.at(0);
  const span = (fen: number) => ({ x: Math.min(zero, x.at(fen)), width: round(Math.abs(x.at(fen) - zero)) });
  const bars = rows.map((row, i) => ({
    label: row.label,
    valueText: row.valueText,
    y: padTop + i * rowHeight + (rowHeight - barHeight) / 2,
    ...span(row.value),
    ...(row.track === undefined ? {} : { track: span(row.track) }),
  }));
  return { height: padTop + Math.max(1, rows.length) * rowHeight + axisHeight, zero, ticks: rows.length ? x.ticks : [], bars };
}

/** one column per month in order (the period is at most 24 months), a value axis, and a trend line */
export function monthChart(groups: readonly SpendGroupView[]): ColumnChartGeometry {
  const { width, height, left, right, top, bottom } = COLUMN_CHART;
  // a few months get columns of a readable width, left-aligned, rather than one slab across the plot
  const plotEnd = Math.min(width - right, left + Math.max(1, groups.length) * 64);
  const band = scaleBand<string>()
    .domain(groups.map((g) => g.name))
    .range([left, plotEnd])
    .padding(0.3);
  const y = valueScale(
    groups.map((g) => g.netFen),
    [height - bottom, top],
  );
  const zero = y.at(0);
  const every = groups.length > 12 ? 2 : 1;
  const columns = groups.map((g, i) => ({
    label: g.name,
    axisLabel: i % every === 0 ? `${Number(g.name.slice(5, 7))}月` : '',
    valueText: `¥${g.net}`,
    x: round(band(g.name) ?? left),
    y: Math.min(zero, y.at(g.netFen)),
    width: round(band.bandwidth()),
    height: round(Math.abs(y.at(g.netFen) - zero)),
  }));
  const points = columns.map((c, i): [number, number] => [c.x + c.width / 2, y.at(groups[i]?.netFen ?? 0)]);
  const trend = line().curve(curveMonotoneX)(points) ?? '';
  return { zero, ticks: groups.length ? y.ticks : [], columns, line: groups.length > 1 ? trend : '' };
}

const netRows = (groups: readonly SpendGroupView[]): ChartRow[] =>
  groups.map((g) => ({ label: g.name, value: g.netFen, valueText: `¥${g.net}` }));

/** every chart of the page */
export function spendCharts(report: SpendReportView): SpendChartsView {
  return {
    byMonth: monthChart(report.byMonth),
    byUnit: barChart(netRows(report.byUnit)),
    byCostCenter: barChart(netRows(report.byCostCenter)),
    byCategory: barChart(netRows(report.byCategory)),
    byMerchant: barChart(netRows(report.byMerchant)),
    byMember: barChart(netRows(report.byMember)),
    topProducts: barChart(netRows(report.topProducts)),
    budgets: barChart(
      report.budgets.map((b) => ({
        label: b.name,
        value: b.usedFen,
        track: b.amountFen,
        valueText: `¥${b.used} / ¥${b.amount}`,
      })),
      BUDGET_VALUE_WIDTH,
    ),
  };
}
