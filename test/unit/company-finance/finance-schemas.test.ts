// The remittance form's shared schema (docs/company-api.md §3.5), the 汇款识别码 format, the pay types that now
// include 企业账期, and the ledger kinds' names.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPANY_LEDGER_KINDS,
  firstRemittanceProblem,
  isLedgerKind,
  remittanceCreateSchema,
} from '../../../shared/schemas/company-finance-schemas.ts';
import {
  COMPANY_CODE_SPACE,
  codesInNote,
  companyRemittanceCode,
  isCompanyRemittanceCode,
  isRemittanceNo,
  REMITTANCE_CODE_ALPHABET,
  remittanceNo,
} from '../../../shared/company/remittance-codes.ts';
import { OrderCreateInputSchema, PayInputSchema } from '../../../shared/schemas/trade-schemas.ts';

const schema = remittanceCreateSchema(() => '2026-11-24');
const valid = {
  remittance_no: 'HR261124AB3ZCD45',
  amount: '1500.50',
  payer_name: '苏州恒泰精密机械有限公司',
  payer_bank: '中国工商银行',
  transfer_date: '2026-11-24',
  vouchers: ['/uploads/a.png'],
  mark: '',
};
const problem = (override: object) => firstRemittanceProblem({ ...valid, ...override }, schema);

describe('the 汇款识别码 and the 汇款单号 (ADR 0036)', () => {
  it('a company code is HK, five symbols and a check symbol; one per company, never shared', () => {
    const seen = new Set<string>();
    for (let id = 1; id <= 20_000; id++) {
      const code = companyRemittanceCode(id);
      expect(isCompanyRemittanceCode(code)).toBe(true);
      seen.add(code);
    }
    expect(seen.size).toBe(20_000);
    expect(companyRemittanceCode(2)).toBe(companyRemittanceCode(2));
    expect(() => companyRemittanceCode(0)).toThrow();
    expect(() => companyRemittanceCode(COMPANY_CODE_SPACE)).toThrow();
  });

  it('one mistyped symbol fails the check', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: COMPANY_CODE_SPACE - 1 }), fc.integer({ min: 2, max: 7 }), fc.nat(31), (id, at, pick) => {
        const code = companyRemittanceCode(id);
        const symbol = REMITTANCE_CODE_ALPHABET[pick] as string;
        fc.pre(code[at] !== symbol);
        return !isCompanyRemittanceCode(code.slice(0, at) + symbol + code.slice(at + 1));
      }),
    );
    expect(REMITTANCE_CODE_ALPHABET).not.toMatch(/[01IO]/);
  });

  it('finds codes in a 附言 however the bank wrote it', () => {
    const code = companyRemittanceCode(2);
    const spaced = `${code.slice(0, 4)} ${code.slice(4)}`;
    expect(codesInNote(`货款 ${code}`)).toEqual([code]);
    expect(codesInNote(spaced.toLowerCase())).toEqual([code]);
    expect(codesInNote(`${code}-${code}`)).toEqual([code]);
    expect(codesInNote(`汇款 ${companyRemittanceCode(1)} ${code}`)).toEqual([companyRemittanceCode(1), code]);
    expect(codesInNote('HK261124AB3Z 旧识别码')).toEqual(['HK261124AB3Z']);
    expect(codesInNote('十一月货款')).toEqual([]);
  });

  it('a 汇款单号 is HR, the day as yymmdd and 8 random symbols', () => {
    let n = 0;
    const no = remittanceNo('2026-11-24', () => n++);
    expect(no).toBe('HR26112423456789');
    expect(isRemittanceNo(no)).toBe(true);
    for (const bad of ['HR261124ABCDEFG', 'HK26112423456789', 'HR2611242345678O', '', null]) expect(isRemittanceNo(bad)).toBe(false);
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
      [{ remittance_no: 'nope' }, '汇款单号无效，请刷新页面后重新提交'],
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
      [{ remittance_no: '', amount: '', mark: '备'.repeat(201) }, '汇款单号无效，请刷新页面后重新提交'],
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
    expect(Object.keys(COMPANY_LEDGER_KINDS)).toEqual([
      'opening',
      'remittance',
      'balance_pay',
      'credit_pay',
      'refund',
      'adjust',
      'credit_repay',
      'red_invoice',
    ]);
    expect(COMPANY_LEDGER_KINDS.credit_pay).toBe('账期支付');
    expect(isLedgerKind('refund')).toBe(true);
    expect(isLedgerKind('toString')).toBe(false);
  });
});
