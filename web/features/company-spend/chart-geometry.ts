// The 采购分析 charts as plain numbers (docs/adr/0055-spend-charts-with-d3-on-the-server.md): what the page's server
// hook computes with d3-scale and d3-shape (spend-charts.server.ts) and the components draw. Nothing here imports
// the library, so the browser bundle carries none of it; the numbers travel in the page's data.

/** Rows a chart draws at most; the rest are folded into one 其他 bar, while the table keeps every row. */
export const CHART_ROWS_MAX = 12;

export const BAR_CHART = { width: 640, labelWidth: 150, valueWidth: 120, rowHeight: 28, barHeight: 16, padTop: 8, axisHeight: 22 };
export const COLUMN_CHART = { width: 640, height: 240, left: 64, right: 12, top: 16, bottom: 26 };

/** A gridline of the value axis: its position on the axis and its label (yuan; 万 from ten thousand). */
export interface Tick {
  at: number;
  label: string;
}

export interface BarGeometry {
  label: string;
  valueText: string;
  y: number;
  x: number;
  width: number;
  /** the budget chart: the whole budget, drawn pale behind the used part */
  track?: { x: number; width: number };
}

export interface BarChartGeometry {
  height: number;
  /** where the plot's 0 is */
  zero: number;
  ticks: Tick[];
  bars: BarGeometry[];
}

export interface ColumnGeometry {
  label: string;
  /** the month's axis label; empty where months are too many to name each */
  axisLabel: string;
  valueText: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ColumnChartGeometry {
  zero: number;
  ticks: Tick[];
  columns: ColumnGeometry[];
  /** SVG path of the trend line through the column tops (d3-shape) */
  line: string;
}

/** every chart of /user/spend, as the page's data carries it */
export interface SpendChartsView {
  byMonth: ColumnChartGeometry;
  byUnit: BarChartGeometry;
  byCostCenter: BarChartGeometry;
  byCategory: BarChartGeometry;
  byMerchant: BarChartGeometry;
  byMember: BarChartGeometry;
  topProducts: BarChartGeometry;
  budgets: BarChartGeometry;
}
