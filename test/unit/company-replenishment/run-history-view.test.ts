// The run history as /user/replenishment reads it (docs/company-api.md §16.3): a paid run links to its store order,
// an unpaid or held one to the group's page, a run that placed nothing links nowhere; odd rows read as empty.
import { describe, expect, it } from 'vitest';
import { toRunHistory } from '../../../web/features/replenishment/run-history-view.ts';

const run = (extra: object) => ({
  period: '2026-12-20',
  time: '2026-12-20 12:00:00',
  outcome: 'placed',
  outcome_name: '已下单',
  reason: '',
  group_order_id: 7,
  group_order_sn: 'wxo1',
  order_id: 9,
  paid: false,
  lines_placed: 2,
  lines_skipped: 0,
  ...extra,
});

describe('toRunHistory', () => {
  it('links a paid run to the order detail and an unpaid one to the group page', () => {
    const { count, runs } = toRunHistory({ count: 2, list: [run({ paid: true }), run({ outcome: 'held' })] });
    expect(count).toBe(2);
    expect(runs.map((r) => r.orderHref)).toEqual(['/order_detail?orderId=9', '/order_stay_detail?orderId=7']);
    expect(runs[0]).toMatchObject({ orderSn: 'wxo1', linesPlaced: 2, linesSkipped: 0, outcomeName: '已下单' });
  });

  it('gives a failed run no link and keeps its reason', () => {
    const { runs } = toRunHistory({
      list: [run({ outcome: 'failed', group_order_id: 0, order_id: 0, reason: '超出预算', lines_placed: 0, lines_skipped: 2 })],
    });
    expect(runs[0]).toMatchObject({ orderHref: '', reason: '超出预算', linesSkipped: 2 });
  });

  it('reads a missing answer as no runs', () => {
    expect(toRunHistory(null)).toEqual({ count: 0, runs: [] });
    expect(toRunHistory({ list: 'x' })).toEqual({ count: 0, runs: [] });
  });
});
