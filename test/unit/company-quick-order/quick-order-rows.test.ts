// The quick-order table's pure helpers: the summary of ok rows in fen, the reason a row shows, typed quantities.
import { describe, expect, it } from 'vitest';
import type { CheckedRow } from '#shared/quick-order/quick-order-view.ts';
import { quantityFromInput, reasonOf, rowsFromParsed, summaryOf, withChecks } from '../../../web/features/quick-order/quick-order-rows.ts';

const checked = (state: CheckedRow['state'], price: string, reason = ''): CheckedRow =>
  ({ state, price, reason, line: 1, code: 'X', quantity: 1, choices: [] }) as unknown as CheckedRow;

describe('quick-order rows', () => {
  it('sums only ok rows, exactly in fen', () => {
    const rows = withChecks(
      rowsFromParsed([
        { line: 1, code: 'A', quantity: 3, reason: '' },
        { line: 2, code: 'B', quantity: 10, reason: '' },
        { line: 3, code: 'C', quantity: 2, reason: '' },
      ]),
      [checked('ok', '0.10'), checked('ok', '0.20'), checked('above_stock', '99.00', '库存不足')],
    );
    expect(summaryOf(rows)).toEqual({ okCount: 2, badCount: 1, total: '2.30' });
  });

  it('shows the typed line’s own reason for a quantity the browser could not read', () => {
    const [row] = withChecks(rowsFromParsed([{ line: 1, code: 'A', quantity: null, reason: '数量须为正整数' }]), [
      checked('bad_quantity', '1.00', '缺少数量'),
    ]);
    expect(reasonOf(row!)).toBe('数量须为正整数');
    const [other] = withChecks(rowsFromParsed([{ line: 1, code: 'A', quantity: 1, reason: '' }]), [
      checked('unknown_code', '0', '未找到编码 A'),
    ]);
    expect(reasonOf(other!)).toBe('未找到编码 A');
  });

  it('reads typed quantities as whole numbers or null', () => {
    expect(quantityFromInput(' 12 ')).toBe(12);
    expect(quantityFromInput('1.5')).toBeNull();
    expect(quantityFromInput('')).toBeNull();
  });
});
