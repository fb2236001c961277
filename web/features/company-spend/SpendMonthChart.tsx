// 按月份 as a column chart (docs/adr/0055-spend-charts-with-d3-on-the-server.md): one column per month on a value
// axis with gridlines and a trend line through the column tops, all computed on the server (d3-scale, d3-shape).
import { COLUMN_CHART as C, type ColumnChartGeometry } from './chart-geometry.ts';
import { ChartSvg } from './ChartSvg.tsx';

export function SpendMonthChart({ title, chart }: { title: string; chart: ColumnChartGeometry }) {
  const base = C.height - C.bottom;
  return (
    <ChartSvg title={title} width={C.width} height={C.height} empty={chart.columns.length === 0}>
      <g data-axis="value">
        {chart.ticks.map((tick) => (
          <g key={tick.at}>
            <line x1={C.left} x2={C.width - C.right} y1={tick.at} y2={tick.at} stroke="#e5e5e5" />
            <text x={C.left - 6} y={tick.at} textAnchor="end" dominantBaseline="middle" fontSize="11" fill="#666">
              {tick.label}
            </text>
          </g>
        ))}
        <line x1={C.left} x2={C.width - C.right} y1={chart.zero} y2={chart.zero} stroke="#999" />
      </g>
      {chart.columns.map((column) => (
        <g key={column.label} data-month={column.label}>
          <rect x={column.x} y={column.y} width={column.width} height={column.height} fill="#e93323">
            <title>{`${column.label}：${column.valueText}`}</title>
          </rect>
          <text x={column.x + column.width / 2} y={base + 16} textAnchor="middle" fontSize="11" fill="#333">
            {column.axisLabel}
          </text>
        </g>
      ))}
      {chart.line ? <path d={chart.line} fill="none" stroke="#8a1f17" strokeWidth="1.5" data-trend /> : null}
    </ChartSvg>
  );
}
