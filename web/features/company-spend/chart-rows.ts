// The rows a 采购分析 chart draws (docs/adr/0055-spend-charts-with-d3-on-the-server.md): the largest groups, and
// one 其他 row for the rest, so a company with hundreds of members gets a readable chart; the table keeps them all.
import { formatFen } from '#shared/money.ts';
import { CHART_ROWS_MAX } from './chart-geometry.ts';

export interface ChartRow {
  label: string;
  /** fen */
  value: number;
  valueText: string;
  /** the budget chart: the whole budget (fen) */
  track?: number;
}

/** The `max` largest rows, then 其他（n 项） with the sum of the rest; rows up to max + 1 are drawn as they are. */
export function capRows(rows: readonly ChartRow[], max = CHART_ROWS_MAX): ChartRow[] {
  if (rows.length <= max + 1) return [...rows];
  const sorted = [...rows].sort((a, b) => b.value - a.value);
  const rest = sorted.slice(max);
  const sum = rest.reduce((total, row) => total + row.value, 0);
  const hasTrack = rest.some((row) => row.track !== undefined);
  const track = rest.reduce((total, row) => total + (row.track ?? 0), 0);
  const other: ChartRow = {
    label: `其他（${rest.length} 项）`,
    value: sum,
    valueText: hasTrack ? `¥${formatFen(sum)} / ¥${formatFen(track)}` : `¥${formatFen(sum)}`,
    ...(hasTrack ? { track } : {}),
  };
  return [...sorted.slice(0, max), other];
}

/** an axis label in yuan: 0, 500, 2,000, 1.5万, 120万 */
export function axisYuan(yuan: number): string {
  if (Math.abs(yuan) >= 10_000) return `${Number((yuan / 10_000).toFixed(2))}万`;
  const whole = Math.trunc(yuan) === yuan;
  const text = whole ? String(Math.abs(yuan)) : Math.abs(yuan).toFixed(2).replace(/0+$/, '');
  return `${yuan < 0 ? '-' : ''}${text.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** a label that fits its column (about 10 Chinese characters) */
export function shortLabel(label: string, max = 10): string {
  return [...label].length > max ? `${[...label].slice(0, max - 1).join('')}…` : label;
}
