// The 采购分析 chart geometry (docs/adr/0055): a chart draws the 12 largest groups and one 其他 with the exact sum
// of the rest; the value axis has round ticks from 0 (or below, for a net refund); the month chart has a column per
// month in order and a trend line; the yuan axis labels read 万 from ten thousand.
import { describe, expect, it } from 'vitest';
import { axisYuan, capRows } from '../../../web/features/company-spend/chart-rows.ts';
import { barChart, monthChart } from '../../../web/features/company-spend/spend-charts.server.ts';

const row = (i: number, value: number) => ({ label: `成员${i}`, value, valueText: `¥${value / 100}` });

describe('capRows', () => {
  it('keeps up to 13 rows as they are', () => {
    const rows = Array.from({ length: 13 }, (_, i) => row(i, 100 * (i + 1)));
    expect(capRows(rows)).toEqual(rows);
  });

  it('folds all but the 12 largest into 其他 with their exact sum', () => {
    const rows = Array.from({ length: 20 }, (_, i) => row(i, 101 * (i + 1)));
    const drawn = capRows(rows);
    expect(drawn).toHaveLength(13);
    expect(drawn[0]?.label).toBe('成员19');
    const restSum = rows.slice(0, 8).reduce((sum, r) => sum + r.value, 0);
    expect(drawn[12]).toMatchObject({ label: '其他（8 项）', value: restSum, valueText: `¥${(restSum / 100).toFixed(2)}` });
    expect(drawn.reduce((sum, r) => sum + r.value, 0)).toBe(rows.reduce((sum, r) => sum + r.value, 0));
  });
});

describe('axisYuan', () => {
  it.each([
    [0, '0'],
    [500, '500'],
    [2000, '2,000'],
    [15000, '1.5万'],
    [1200000, '120万'],
    [-3000, '-3,000'],
    [0.5, '0.5'],
  ])('%s → %s', (yuan, text) => expect(axisYuan(yuan)).toBe(text));
});

describe('barChart', () => {
  it('puts the longest bar on a nice axis that starts at 0', () => {
    const chart = barChart([row(1, 123_456), row(2, 40_000)]);
    expect(chart.ticks[0]).toMatchObject({ label: '0', at: chart.zero });
    expect(chart.ticks.at(-1)?.label).toBe('1,400');
    expect(chart.bars[0]?.x).toBe(chart.zero);
    expect(chart.bars[0]?.width).toBeGreaterThan(chart.bars[1]?.width ?? Infinity);
  });

  it('draws a net refund to the left of 0', () => {
    const chart = barChart([row(1, 50_000), row(2, -20_000)]);
    const [gain, loss] = chart.bars;
    expect(chart.ticks[0]?.label.startsWith('-')).toBe(true);
    expect(loss && loss.x + loss.width).toBeCloseTo(chart.zero, 1);
    expect(gain?.x).toBe(chart.zero);
  });

  it('draws nothing for no rows', () => {
    expect(barChart([])).toMatchObject({ bars: [], ticks: [] });
  });
});

describe('monthChart', () => {
  const month = (name: string, netFen: number) => ({ name, netFen, purchase: '', refund: '', net: (netFen / 100).toFixed(2) });

  it('has a column per month in order, the axis and a trend line', () => {
    const chart = monthChart([month('2026-01', 10_000), month('2026-02', 30_000), month('2026-03', 0)]);
    expect(chart.columns.map((c) => c.axisLabel)).toEqual(['1月', '2月', '3月']);
    expect(chart.columns[1]?.height).toBeGreaterThan(chart.columns[0]?.height ?? Infinity);
    expect(chart.columns[2]?.height).toBe(0);
    expect(chart.line).toMatch(/^M/);
    expect(chart.ticks.map((t) => t.label)).toContain('300');
  });

  it('names every other month when there are more than 12', () => {
    const months = Array.from({ length: 14 }, (_, i) =>
      month(`${2025 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`, 100),
    );
    expect(monthChart(months).columns.filter((c) => c.axisLabel !== '')).toHaveLength(7);
  });
});
