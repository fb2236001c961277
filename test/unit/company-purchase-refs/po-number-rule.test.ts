// The 采购单号 rule shared by the confirm form and the mall (docs/company-api.md §8.2), and the cost centre body.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCostCenter, checkPoNumber, costCenterIdOf, PO_NUMBER_MAX, poNumberProblem } from '#shared/company/purchase-ref-form-rules.ts';
import { OrderCreateInputSchema } from '#shared/schemas/trade-schemas.ts';

describe('the PO number rule', () => {
  it('keeps a trimmed PO of letters, digits and - _ / . up to 32 characters', () => {
    expect(checkPoNumber('  PO-2026/11.A_7 ')).toEqual({ ok: true, value: 'PO-2026/11.A_7' });
    expect(checkPoNumber(undefined)).toEqual({ ok: true, value: '' });
    expect(checkPoNumber(12345)).toEqual({ ok: true, value: '12345' });
    expect(checkPoNumber('A'.repeat(PO_NUMBER_MAX))).toEqual({ ok: true, value: 'A'.repeat(32) });
  });

  it('refuses 33 characters, spaces inside, Chinese and other symbols with a clear message', () => {
    expect(poNumberProblem('A'.repeat(33))).toBe('采购单号不能超过 32 个字符');
    for (const bad of ['PO 1', '采购001', 'PO#1', 'a,b', 'x+y'])
      expect(poNumberProblem(bad)).toBe('采购单号只能包含字母、数字和 - _ / . 符号');
    expect(poNumberProblem('')).toBeNull();
  });

  it('accepts exactly the strings made of the allowed characters (property)', () => {
    const allowed = fc.stringMatching(/^[A-Za-z0-9\-_/.]{0,32}$/);
    fc.assert(fc.property(allowed, (po) => checkPoNumber(po).ok));
    fc.assert(fc.property(allowed, fc.constantFrom('#', '中', '@', 'a b'), (po, bad) => !checkPoNumber(`${po}${bad}`).ok));
  });

  it('reads cost_center_id as none, a positive id or a refusal', () => {
    expect(costCenterIdOf(undefined)).toEqual({ ok: true, value: 0 });
    expect(costCenterIdOf('0')).toEqual({ ok: true, value: 0 });
    expect(costCenterIdOf('17')).toEqual({ ok: true, value: 17 });
    expect(costCenterIdOf('-3')).toEqual({ ok: false, message: '请选择正确的成本中心' });
  });

  it('is part of the order create schema the BFF checks', () => {
    const body = { pay_type: 'pc', key: 'k', cart_id: [1], address_id: 1 };
    expect(OrderCreateInputSchema.safeParse({ ...body, po_number: 'PO-1' }).success).toBe(true);
    const refused = OrderCreateInputSchema.safeParse({ ...body, po_number: 'PO 1' });
    expect(refused.success ? '' : refused.error.issues[0]?.message).toBe('采购单号只能包含字母、数字和 - _ / . 符号');
  });
});

describe('the cost centre body', () => {
  it('needs a name of at most 30 characters and takes an optional code', () => {
    expect(checkCostCenter({ name: ' 研发部 ', code: ' RD-1 ' })).toEqual({ ok: true, value: { name: '研发部', code: 'RD-1' } });
    expect(checkCostCenter({ name: '  ' })).toEqual({ ok: false, message: '请填写成本中心名称' });
    expect(checkCostCenter({ name: '名'.repeat(31) })).toEqual({ ok: false, message: '成本中心名称不能超过 30 个字符' });
    expect(checkCostCenter({ name: '名'.repeat(30), code: '编码' })).toEqual({
      ok: false,
      message: '成本中心编码只能包含字母、数字和 - _ / . 符号',
    });
  });
});
