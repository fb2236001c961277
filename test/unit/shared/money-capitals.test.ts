// 人民币大写 as invoices print it (shared/money-capitals.ts): zeros inside and between groups, 整, 零 before 分.
import { describe, expect, it } from 'vitest';
import { capitalsOf, invoiceCapitalsOf } from '#shared/money-capitals.ts';

describe('capitalsOf', () => {
  it.each([
    [0, '零元整'],
    [1, '壹分'],
    [10, '壹角整'],
    [100, '壹元整'],
    [1_005, '壹拾元零伍分'],
    [10_000, '壹佰元整'],
    [100_503, '壹仟零伍元零叁分'],
    [1_234_567, '壹万贰仟叁佰肆拾伍元陆角柒分'],
    [10_000_000, '壹拾万元整'],
    [100_100_000, '壹佰万壹仟元整'],
    [1_000_010_000, '壹仟万零壹佰元整'],
    [10_000_000_000, '壹亿元整'],
    [10_005_000_000, '壹亿零伍万元整'],
    [10_050_000_000, '壹亿零伍拾万元整'],
    [10_000_000_100, '壹亿零壹元整'],
    [50_020, '伍佰元贰角整'],
    [-1_130, '负壹拾壹元叁角整'],
  ])('%d fen → %s', (fen, text) => {
    expect(capitalsOf(fen)).toBe(text);
  });

  it('refuses what is not a whole number of fen', () => {
    expect(() => capitalsOf(1.5)).toThrow(RangeError);
  });

  it('writes 价税合计 as the bureau’s 数电发票 files do: 圆, and （负数） before a red invoice’s amount', () => {
    expect(invoiceCapitalsOf(50_000)).toBe('伍佰圆整');
    expect(invoiceCapitalsOf(-50_000)).toBe('（负数）伍佰圆整');
    expect(invoiceCapitalsOf(1_070)).toBe('壹拾圆柒角整');
    expect(invoiceCapitalsOf(-1_960)).toBe('（负数）壹拾玖圆陆角整');
    expect(invoiceCapitalsOf(5)).toBe('伍分');
    expect(invoiceCapitalsOf(0)).toBe('零圆整');
  });
});
