// The 采购分析 arithmetic (demo-mall/company/spend/spend-figures.ts): net = purchases − refunds per group, a
// movement's share over its product lines adds up to it exactly, months outside the period are left out.
import { describe, expect, it } from 'vitest';
import { type SpendMovement, spendFigures } from '../../../demo-mall/company/spend/spend-figures.ts';
import { readSpendPeriod } from '#shared/company/spend-rules.ts';

const line = (productId: number, productName: string, categoryName: string, paidFen: number) => ({
  productId,
  productName,
  categoryName,
  paidFen,
});

const movement = (over: Partial<SpendMovement>): SpendMovement => ({
  month: '2026-11',
  kind: 'purchase',
  amountFen: 10_000,
  unitName: '采购部',
  costCenterName: '',
  merchantName: '店铺甲',
  memberName: '张三',
  lines: [],
  ...over,
});

describe('spendFigures', () => {
  it('nets refunds against purchases in every grouping and shares a movement over its lines to the fen', () => {
    const lines = [line(1, '螺丝', '五金', 1), line(2, '螺母', '五金', 1), line(3, '扳手', '工具', 1)];
    const figures = spendFigures(
      ['2026-11', '2026-12'],
      [
        movement({ amountFen: 10_000, lines }),
        movement({ kind: 'refund', amountFen: 101, lines }),
        movement({ month: '2026-12', amountFen: 333, unitName: '', memberName: '李四' }),
        movement({ month: '2027-01', amountFen: 999 }),
      ],
    );
    expect(figures).toMatchObject({ purchaseFen: 10_333, refundFen: 101, netFen: 10_232 });
    expect(figures.byMonth.map((m) => [m.name, m.netFen])).toEqual([
      ['2026-11', 9_899],
      ['2026-12', 333],
    ]);
    expect(figures.byUnit.map((g) => [g.name, g.netFen])).toEqual([
      ['采购部', 9_899],
      ['未指定', 333],
    ]);
    expect(figures.byCategory.reduce((s, g) => s + g.netFen, 0)).toBe(10_232);
    expect(figures.byCategory.find((g) => g.name === '五金')?.purchaseFen).toBe(6_667);
    expect(figures.topProducts.map((p) => p.productId).sort()).toEqual([1, 2, 3]);
    expect(figures.topProducts.reduce((s, g) => s + g.purchaseFen, 0)).toBe(10_000);
  });
});

describe('readSpendPeriod', () => {
  it('takes the current month for a missing end and refuses reversed, malformed and overlong periods', () => {
    expect(readSpendPeriod('2026-10', '', '2026-12')).toEqual({
      ok: true,
      from: '2026-10',
      to: '2026-12',
      months: ['2026-10', '2026-11', '2026-12'],
    });
    expect(readSpendPeriod('2026-1', '2026-12', '2026-12').ok).toBe(false);
    expect(readSpendPeriod('2026-12', '2026-11', '2026-12').ok).toBe(false);
    expect(readSpendPeriod('2024-12', '2026-12', '2026-12').ok).toBe(false);
    expect(readSpendPeriod('2024-12', '2026-11', '2026-12').ok).toBe(true);
  });
});
