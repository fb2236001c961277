// The frame of every 采购分析 chart: an <svg role="img"> named by its <title> (the chart and its total), with
// 本期暂无数据 when there is nothing to draw. The geometry inside comes precomputed from the server.
import { type ReactNode, useId } from 'react';

export function ChartSvg({
  title,
  width,
  height,
  empty,
  children,
}: {
  title: string;
  width: number;
  height: number;
  empty: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <svg
      className="spend-chart"
      role="img"
      aria-labelledby={`${id}-title`}
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      data-chart={title}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={`${id}-title`}>{title}</title>
      {empty ? (
        <text x={width / 2} y={height / 2} textAnchor="middle" fontSize="13" fill="#666">
          本期暂无数据
        </text>
      ) : (
        children
      )}
    </svg>
  );
}
