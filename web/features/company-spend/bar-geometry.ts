// Geometry of the 采购分析 bar charts: pure arithmetic, so the same SVG comes out on the server and in the
// browser and the charts read without JavaScript. Bars are drawn by hand (docs/adr/0051-spend-charts.md): a
// linear scale from 0 to the largest value is all these charts need, and a library would add weight for nothing.

export const CHART = { width: 640, labelWidth: 170, valueWidth: 110, rowHeight: 30, barHeight: 18, padTop: 8 } as const;

export interface Bar {
  label: string;
  valueText: string;
  y: number;
  /** the bar's length; a negative value (more refunded than bought) is drawn as none */
  width: number;
  /** for the budget chart: the length of the whole budget behind the used part */
  trackWidth?: number;
}

/** the longest bar fills the plot; shorter ones in proportion */
export function barsOf(rows: readonly { label: string; value: number; valueText: string; track?: number }[]): {
  bars: Bar[];
  height: number;
} {
  const plot = CHART.width - CHART.labelWidth - CHART.valueWidth;
  const max = Math.max(1, ...rows.map((r) => Math.max(r.value, r.track ?? 0)));
  const scale = (value: number) => Math.round((Math.max(0, value) / max) * plot * 10) / 10;
  const bars = rows.map((row, i) => ({
    label: row.label,
    valueText: row.valueText,
    y: CHART.padTop + i * CHART.rowHeight,
    width: scale(row.value),
    ...(row.track === undefined ? {} : { trackWidth: scale(row.track) }),
  }));
  return { bars, height: CHART.padTop * 2 + Math.max(1, rows.length) * CHART.rowHeight };
}

/** a label that fits its column (about 11 Chinese characters) */
export function shortLabel(label: string, max = 11): string {
  return [...label].length > max ? `${[...label].slice(0, max - 1).join('')}…` : label;
}
