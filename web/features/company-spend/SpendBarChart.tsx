// One 采购分析 chart: horizontal bars drawn as SVG on the server (bar-geometry.ts), with role="img", a <title>
// naming the chart and its total, and Chinese labels; the exact amounts are in the table beside it.
import { useId } from 'react';
import { type Bar, barsOf, CHART, shortLabel } from './bar-geometry.ts';

export interface ChartRow {
  label: string;
  value: number;
  valueText: string;
  /** the budget chart: the whole budget, drawn pale behind the used part */
  track?: number;
}

export function SpendBarChart({ title, rows }: { title: string; rows: readonly ChartRow[] }) {
  const id = useId();
  const { bars, height } = barsOf(rows);
  return (
    <svg
      className="spend-chart"
      role="img"
      aria-labelledby={`${id}-title`}
      viewBox={`0 0 ${CHART.width} ${height}`}
      width="100%"
      data-chart={title}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={`${id}-title`}>{title}</title>
      {rows.length === 0 ? (
        <text x={CHART.width / 2} y={height / 2} textAnchor="middle" fontSize="13" fill="#666">
          本期暂无数据
        </text>
      ) : (
        bars.map((bar) => <BarRow key={`${bar.y}`} bar={bar} />)
      )}
    </svg>
  );
}

function BarRow({ bar }: { bar: Bar }) {
  const middle = bar.y + CHART.rowHeight / 2;
  const top = bar.y + (CHART.rowHeight - CHART.barHeight) / 2;
  return (
    <g>
      <text x={CHART.labelWidth - 8} y={middle} textAnchor="end" dominantBaseline="middle" fontSize="13" fill="#333">
        {shortLabel(bar.label)}
      </text>
      {bar.trackWidth === undefined ? null : (
        <rect x={CHART.labelWidth} y={top} width={bar.trackWidth} height={CHART.barHeight} fill="#f3d9d9" />
      )}
      <rect x={CHART.labelWidth} y={top} width={bar.width} height={CHART.barHeight} fill="#e93323" />
      <text
        x={CHART.labelWidth + Math.max(bar.width, bar.trackWidth ?? 0) + 6}
        y={middle}
        dominantBaseline="middle"
        fontSize="12"
        fill="#333"
      >
        {bar.valueText}
      </text>
    </g>
  );
}
