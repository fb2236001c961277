// The remittance form's shared schema (docs/company-api.md §3.5), the 汇款识别码 format, the pay types that now
// include 企业账期, and the ledger kinds' names.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPANY_LEDGER_KINDS,
  firstRemittanceProblem,
  isLedgerKind,
  isRemittanceCode,
  REMITTANCE_CODE_ALPHABET,
  remittanceCode,
  remittanceCreateSchema,
} from '../../../shared/schemas/company-finance-schemas.ts';
import { OrderCreateInputSchema, PayInputSchema } from '../../../shared/schemas/trade-schemas.ts';

const schema = remittanceCreateSchema(() => '2026-11-24');
const valid = {
  code: 'HK261124AB3Z',
  amount: '1500.50',
  payer_name: '苏州恒泰精密机械有限公司',
  payer_bank: '中国工商银行',
  transfer_date: '2026-11-24',
  vouchers: ['/uploads/a.png'],
  mark: '',
};
const problem = (override: object) => firstRemittanceProblem({ ...valid, ...override }, schema);

describe('the 汇款识别码', () => {
  it('is HK, the issue day as yymmdd and 4 characters without look-alikes', () => {
    let n = 0;
    const code = remittanceCode('2026-11-24', () => n++);
    expect(code).toBe('HK2611242345');
    expect(isRemittanceCode(code)).toBe(true);
    expect(remittanceCode('2026-01-05', (size) => size - 1)).toBe('HK260105ZZZZ');
  });

  it('every pick gives a valid code; look-alikes and other shapes are refused', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 4, maxLength: 4 }), (picks) => {
        const code = remittanceCode('2026-11-24', (size) => (picks.shift() ?? 0) % size);
        return isRemittanceCode(code) && code.length === 12;
      }),
    );
    expect(REMITTANCE_CODE_ALPHABET).not.toMatch(/[01IO]/);
    for (const bad of ['HK261124AB0Z', 'HK261124ABIZ', 'hk261124AB3Z', 'HK26112AB3Z', 'HK261124AB3ZZ', '', null]) {
      expect(isRemittanceCode(bad)).toBe(false);
    }
  });
});

describe('the remittance form', () => {
  it('accepts a valid form and normalises it', () => {
    const parsed = schema.parse({ ...valid, amount: ' 1500.5 ', vouchers: '/a.png, /b.png' });
    expect(parsed).toMatchObject({ amount: '1500.5', vouchers: ['/a.png', '/b.png'] });
    expect(problem({})).toBeNull();
    expect(problem({ amount: '10000000.00', transfer_date: '2024-02-29', mark: '备'.repeat(200) })).toBeNull();
  });

  it('reports each rule’s message, the first failing field first', () => {
    const cases: [object, string][] = [
      [{ code: 'nope' }, '汇款识别码无效'],
      [{ amount: '' }, '请输入汇款金额'],
      [{ amount: '1.234' }, '汇款金额格式不正确'],
      [{ amount: '0.00' }, '汇款金额格式不正确'],
      [{ amount: '1e3' }, '汇款金额格式不正确'],
      [{ amount: '10000000.01' }, '汇款金额不能超过 10000000'],
      [{ payer_name: '' }, '付款户名不能为空'],
      [{ payer_name: '户'.repeat(51) }, '付款户名长度不能超过 50'],
      [{ payer_bank: '  ' }, '付款银行不能为空'],
      [{ transfer_date: '' }, '请选择汇款日期'],
      [{ transfer_date: '2026-13-01' }, '请选择汇款日期'],
      [{ transfer_date: '2026-11-25' }, '汇款日期不能晚于今天'],
      [{ vouchers: [] }, '请上传汇款凭证'],
      [{ vouchers: ['/1.png', '/2.png', '/3.png', '/4.png'] }, '汇款凭证最多上传 3 张'],
      [{ vouchers: ['data:image/png;base64,AAAA'] }, '汇款凭证地址不正确'],
      [{ mark: '备'.repeat(201) }, '备注长度不能超过 200'],
      [{ code: '', amount: '', mark: '备'.repeat(201) }, '汇款识别码无效'],
      [{ payer_name: '', vouchers: [] }, '付款户名不能为空'],
    ];
    for (const [override, message] of cases) expect(problem(override), message).toBe(message);
  });
});

describe('pay types and ledger kinds', () => {
  it('payment and order creation accept 企业账期 (credit)', () => {
    expect(PayInputSchema.parse({ type: 'credit' }).type).toBe('credit');
    expect(PayInputSchema.safeParse({ type: 'loan' }).success).toBe(false);
    const created = OrderCreateInputSchema.safeParse({ pay_type: 'credit', cart_id: [1], key: 'k', address_id: 1 });
    expect(created.success && created.data.pay_type).toBe('credit');
  });

  it('names every kind of company-api.md §3.2', () => {
    expect(Object.keys(COMPANY_LEDGER_KINDS)).toEqual(['opening', 'remittance', 'balance_pay', 'credit_pay', 'refund', 'adjust']);
    expect(COMPANY_LEDGER_KINDS.credit_pay).toBe('账期支付');
    expect(isLedgerKind('refund')).toBe(true);
    expect(isLedgerKind('toString')).toBe(false);
  });
});
