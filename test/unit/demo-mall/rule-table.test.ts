// The mall's ThinkPHP-style rule tables: fields in order, rules in order, ThinkPHP's zh-cn wording, empty
// optional fields skipped, requireIf only when its condition holds.
import { describe, expect, it } from 'vitest';
import { type FieldRules, firstBrokenRule } from '../../../demo-mall/core/rule-table.ts';

const TABLE: readonly FieldRules[] = [
  { field: 'kind', label: '类型', rules: ['require', { in: ['1', '2'] }] },
  { field: 'code', label: '编号', rules: [{ requireIf: ['kind', '2'] }, 'alphaNum'] },
  { field: 'count', label: '数量', rules: ['require', 'integer', { between: [1, 5] }] },
  { field: 'phone', label: '电话', rules: ['mobile'] },
  { field: 'pics', label: '图片', rules: ['array', { max: 2 }], messages: { max: '最多两张' } },
];
const good = { kind: '1', count: '3' };

describe('firstBrokenRule', () => {
  it('passes a complete request and reports the first broken rule in table order', () => {
    expect(firstBrokenRule(good, TABLE)).toBeNull();
    expect(firstBrokenRule({ count: 'x' }, TABLE)).toBe('类型不能为空');
    expect(firstBrokenRule({ ...good, kind: '3', count: 'x' }, TABLE)).toBe('类型必须在 1,2 范围内');
    expect(firstBrokenRule({ ...good, count: '1.5' }, TABLE)).toBe('数量必须是整数');
    expect(firstBrokenRule({ ...good, count: 9 }, TABLE)).toBe('数量只能在 1 - 5 之间');
  });

  it('asks a requireIf field only when its condition holds, and checks it whenever it is given', () => {
    expect(firstBrokenRule({ ...good, kind: '2' }, TABLE)).toBe('编号不能为空');
    expect(firstBrokenRule({ ...good, kind: '1', code: 'A-1' }, TABLE)).toBe('编号只能是字母和数字');
    expect(firstBrokenRule({ ...good, kind: '2', code: 'A1' }, TABLE)).toBeNull();
  });

  it('skips an empty optional field and answers a validator’s own message where it has one', () => {
    expect(firstBrokenRule({ ...good, phone: '' }, TABLE)).toBeNull();
    expect(firstBrokenRule({ ...good, phone: '123' }, TABLE)).toBe('电话格式不符');
    expect(firstBrokenRule({ ...good, pics: 'a.png' }, TABLE)).toBe('图片必须是数组');
    expect(firstBrokenRule({ ...good, pics: ['a', 'b', 'c'] }, TABLE)).toBe('最多两张');
  });
});
