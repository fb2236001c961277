// What 财务管理, 汇款管理 and the payment page make of the mall's answers: exact figures, links to what caused a
// ledger row, filters as URLs and queries, and 企业余额 / 企业账期 under 企业 only.
import { describe, expect, it } from 'vitest';
import {
  accountFigures,
  ledgerFilterOf,
  ledgerHref,
  ledgerQuery,
  remittanceTabOf,
  remittancesHref,
  toAccountView,
  toFinanceLedgerRow,
  toRemittanceView,
} from '../../../web/features/company-finance/finance-view.ts';
import { checkRemittance, remittanceBody } from '../../../web/features/company-finance/remittance-form.ts';
import { creditCovers, entityPayMethods, payMethods } from '../../../web/features/order/pay-rules.ts';
import { availableCreditOf } from '../../../web/features/order/purse.ts';

describe('the account figures', () => {
  it('shows the five figures in order, exactly, whatever the mall’s decimals', () => {
    const view = toAccountView({
      company_name: '苏州恒泰',
      now_money: '8000.1',
      credit_line: '20000.00',
      used_credit: '0.3',
      available_credit: '19999.70',
      frozen_money: null,
    });
    expect(accountFigures(view)).toEqual([
      { label: '账户余额(元)', value: '8000.10' },
      { label: '授信额度(元)', value: '20000.00' },
      { label: '已用额度(元)', value: '0.30' },
      { label: '可用额度(元)', value: '19999.70' },
      { label: '冻结金额(元)', value: '0.00' },
    ]);
  });
});

describe('ledger rows', () => {
  it('signs the amount and links the order, refund or remittance it belongs to', () => {
    const base = { ledger_id: 9, kind: 'credit_pay', kind_name: '账期支付', amount: '-31.50', balance: '8000.00', used_credit: '31.50' };
    expect(toFinanceLedgerRow({ ...base, link_type: 'order', link_id: 12, link_no: 'wx1' })).toMatchObject({
      amount: '-31.50',
      income: false,
      linkText: '订单号 wx1',
      linkHref: '/order_detail?orderId=12',
    });
    expect(toFinanceLedgerRow({ ...base, amount: '31.5', link_type: 'refund', link_id: 3, link_no: 'rf3' })).toMatchObject({
      amount: '+31.50',
      income: true,
      linkHref: '/refund_detail?id=3',
    });
    expect(
      toFinanceLedgerRow({ ...base, kind_name: '', kind: 'remittance', link_type: 'remittance', link_id: 4, link_no: 'HK' }),
    ).toMatchObject({ kindName: '汇款到账', linkHref: '/user/remittance_management?detail=4' });
    expect(toFinanceLedgerRow({ ...base, kind: 'opening', link_type: '', link_id: 0, link_no: '' })).toMatchObject({ linkHref: '' });
  });
});

describe('the ledger filters', () => {
  it('reads the query, ignores what it does not understand and swaps a backwards range', () => {
    expect(ledgerFilterOf({ tab: 'income', kind: 'refund', start: '2026-11-30', end: '2026-11-01', page: '3' })).toEqual({
      tab: 'income',
      kind: 'refund',
      start: '2026-11-01',
      end: '2026-11-30',
      page: 3,
    });
    expect(ledgerFilterOf({ tab: 'x', kind: 'gift', start: 'today', page: '-1' })).toEqual({
      tab: 'all',
      kind: '',
      start: '',
      end: '',
      page: 1,
    });
  });

  it('turns a filter into the page URL and the mall query', () => {
    const filter = { tab: 'expense', kind: 'balance_pay', start: '2026-11-01', end: '', page: 2 } as const;
    expect(ledgerHref(filter)).toBe('/user/financial_management?tab=expense&kind=balance_pay&start=2026-11-01&page=2');
    expect(ledgerHref({ tab: 'all', kind: '', start: '', end: '', page: 1 })).toBe('/user/financial_management');
    expect(ledgerQuery(filter, 10)).toEqual({ page: 2, limit: 10, pm: 0, kind: 'balance_pay', start: '2026-11-01' });
    expect(ledgerQuery({ ...filter, tab: 'income' }, 10).pm).toBe(1);
  });
});

describe('remittances', () => {
  it('maps a record; only 待审核 may be cancelled', () => {
    const view = toRemittanceView({
      remittance_id: 5,
      code: 'HK1',
      amount: '1500',
      status: 2,
      vouchers: ['/a.png', 7],
      fail_reason: '金额不符',
    });
    expect(view).toMatchObject({ id: 5, amount: '1500.00', statusName: '已驳回', vouchers: ['/a.png'], cancellable: false });
    expect(toRemittanceView({ status: 0 }).cancellable).toBe(true);
    expect(remittanceTabOf('-1')).toBe('-1');
    expect(remittanceTabOf('9')).toBe('all');
    expect(remittancesHref('0', 2)).toBe('/user/remittance_management?status=0&page=2');
  });

  it('the form names the field a refusal belongs to, so its message shows there', () => {
    const fields = { amount: '100', payerName: '', payerBank: '工行', transferDate: '2020-01-01', mark: '' };
    expect(checkRemittance(remittanceBody('HR261124AB3ZCD45', fields, ['/a.png']))).toEqual({
      ok: false,
      message: '付款户名不能为空',
      field: 'payerName',
    });
    expect(checkRemittance(remittanceBody('HR261124AB3ZCD45', { ...fields, payerName: '恒泰' }, []))).toMatchObject({ field: 'vouchers' });
    expect(checkRemittance(remittanceBody('HR261124AB3ZCD45', { ...fields, payerName: '恒泰' }, ['/a.png'])).ok).toBe(true);
  });
});

describe('the payment page under 企业', () => {
  it('offers 企业余额 and 企业账期 beside the QR methods; 个人 is unchanged', () => {
    const switches = { yue_pay_status: '1', balance_func_status: '1', alipay_open: '1' };
    const methods = payMethods(switches, true);
    expect(entityPayMethods(methods, 'PERSONAL')).toEqual(methods);
    expect(entityPayMethods(methods, 'COMPANY').map((m) => m.label)).toEqual(['企业余额', '企业账期', '微信支付', '支付宝支付']);
    expect(entityPayMethods(payMethods({ ...switches, yue_pay_status: '0' }, true), 'COMPANY').map((m) => m.type)).toEqual([
      'credit',
      'weixinQr',
      'alipayQr',
    ]);
  });

  it('企业账期 covers an order only when the available credit reaches it', () => {
    expect(creditCovers('31.50', 3150)).toBe(true);
    expect(creditCovers('31.49', 3150)).toBe(false);
    expect(availableCreditOf({ available_credit: '12.00' })).toBe('12.00');
    expect(availableCreditOf({})).toBe('0');
    expect(availableCreditOf(null)).toBe('0');
  });
});
