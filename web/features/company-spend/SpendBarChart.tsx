// One 采购分析 bar chart (docs/adr/0055-spend-charts-with-d3-on-the-server.md): horizontal bars on a value axis
// with gridlines, drawn from the geometry spend-charts.server.ts computed; the exact amounts are in the table.
import { BAR_CHART, type BarChartGeometry, type BarGeometry } from './chart-geometry.ts';
import { shortLabel } from './chart-rows.ts';
import { ChartSvg } from './ChartSvg.tsx';

export function SpendBarChart({ title, chart }: { title: string; chart: BarChartGeometry }) {
  const bottom = chart.height - BAR_CHART.axisHeight;
  return (
    <ChartSvg title={title} width={BAR_CHART.width} height={chart.height} empty={chart.bars.length === 0}>
      <g data-axis="value">
        {chart.ticks.map((tick) => (
          <g key={tick.at}>
            <line x1={tick.at} x2={tick.at} y1={BAR_CHART.padTop} y2={bottom} stroke="#e5e5e5" />
            <text x={tick.at} y={bottom + 15} textAnchor="middle" fontSize="11" fill="#666">
              {tick.label}
            </text>
          </g>
        ))}
        <line x1={chart.zero} x2={chart.zero} y1={BAR_CHART.padTop} y2={bottom} stroke="#999" />
      </g>
      {chart.bars.map((bar) => (
        <BarRow key={bar.y} bar={bar} />
      ))}
    </ChartSvg>
  );
}

function BarRow({ bar }: { bar: BarGeometry }) {
  const middle = bar.y + BAR_CHART.barHeight / 2;
  const end = Math.max(bar.x + bar.width, bar.track ? bar.track.x + bar.track.width : 0);
  return (
    <g>
      <text x={BAR_CHART.labelWidth - 8} y={middle} textAnchor="end" dominantBaseline="middle" fontSize="13" fill="#333">
        {shortLabel(bar.label)}
      </text>
      {bar.track ? <rect x={bar.track.x} y={bar.y} width={bar.track.width} height={BAR_CHART.barHeight} fill="#f3d9d9" /> : null}
      <rect x={bar.x} y={bar.y} width={bar.width} height={BAR_CHART.barHeight} fill="#e93323" />
      <text x={end + 6} y={middle} dominantBaseline="middle" fontSize="12" fill="#333">
        {bar.valueText}
      </text>
    </g>
  );
}
