// What the contract check looks for inside an answer (server/contract/page-reads.ts, shop-switches.ts): the fields
// /order_confirm reads of an order/check line, stock's parameter rows, and the switches read as CRMEB reads them.
import { describe, expect, it } from 'vitest';
import { runContractCli } from '../../../server/contract/contract-cli.ts';
import { CONTRACT_CALLS } from '../../../server/contract/contract-calls.ts';
import { orderCheckDifference, paramRowsDifference, productDetailDifference, userDifference } from '../../../server/contract/page-reads.ts';
import { switchDifference, switchReport } from '../../../server/contract/shop-switches.ts';

const line = {
  cart_id: 7,
  product_id: 63,
  cart_num: 2,
  total_price: '810.00',
  true_price: '800.00',
  product: { store_name: '碎纸机' },
  productAttr: { price: '405.00', sku: '5级保密,12L' },
};
const checkOf = (lines: object[]) => ({
  key: 'k',
  order_price: '800.00',
  order: [{ mer_id: 2, list: lines, order: { pay_price: '800.00' } }],
});

describe('order/check as /order_confirm reads it', () => {
  it('accepts stock lines and names the first field a line lacks', () => {
    expect(orderCheckDifference(checkOf([line]))).toBeNull();
    const { true_price: _dropped, ...withoutTrue } = line;
    expect(orderCheckDifference(checkOf([withoutTrue]))).toBe('an order/check line has no true_price');
    expect(orderCheckDifference(checkOf([{ ...line, productAttr: { sku: 'x' }, price: '405.00' }]))).toBe(
      'an order/check line has no productAttr.price',
    );
    expect(orderCheckDifference(checkOf([{ ...line, cart_num: 1.5 }]))).toBe("an order/check line's cart_num is not an integer");
    expect(orderCheckDifference({ key: 'k', order_price: '1.00', order: [{ mer_id: 2, list: [] }] })).toBe(
      'a store of the order check has no order.pay_price',
    );
    expect(orderCheckDifference(null)).toBe('the order check has no key');
  });
});

describe('the read-only calls', () => {
  it('take stock parameter rows (value rows) and ours (values), and want a product with its SKUs', () => {
    expect(paramRowsDifference([{ parameter_id: 1, template_id: 3, name: '克重', value: [{ value: '70g' }] }])).toBeNull();
    expect(paramRowsDifference([{ parameter_id: 1, name: '克重', values: ['70g'] }])).toBeNull();
    expect(paramRowsDifference([{ parameter_id: 1, name: '克重' }])).toBe('a parameter row has neither values nor value');
    expect(productDetailDifference({ product_id: 63, store_name: 'x', price: '405.00' })).toBe('the product has no sku');
    expect(userDifference({ uid: 9, nickname: '王采购' })).toBeNull();
    expect(userDifference({ uid: '9x', nickname: '王采购' })).toBe("the user's uid is not an integer");
  });

  it('ask spu/params with a category, and take 规则不存在 as the price rule’s answer', () => {
    const urls = CONTRACT_CALLS.map((call) => call.url);
    expect(urls).toContain('/api/product/spu/params?cate_pid={productCategory}&is_pc=1');
    expect(CONTRACT_CALLS.find((call) => call.url.startsWith('/api/store/product/price_rule/'))?.failureIsAnswer).toEqual(['规则不存在']);
  });
});

describe('the switches', () => {
  it("are on only for '1' or 1, and the report says what each one off hides", () => {
    const config = { yue_pay_status: '1', balance_func_status: 1, integral_status: '0', svip_switch_status: '1' };
    expect(switchReport(config)).toEqual([
      "Switches on ('1' or 1): yue_pay_status, balance_func_status, svip_switch_status",
      'The shop hides 我的积分 (integral_status "0").',
      'The shop hides 支付宝支付 (alipay_open missing).',
    ]);
    expect(switchReport({ ...config, integral_status: '1', alipay_open: '1' })).toEqual([
      "Switches on ('1' or 1): yue_pay_status, balance_func_status, integral_status, alipay_open, svip_switch_status",
      'The shop hides nothing for its switches.',
    ]);
  });

  it('name a value CRMEB and the storefront could read differently', () => {
    expect(switchDifference({ yue_pay_status: '', alipay_open: 0 })).toBeNull();
    expect(switchDifference({ alipay_open: 'yes' })).toBe('switch alipay_open is "yes": the storefront turns a switch on only for \'1\'/1');
  });
});

describe('--cart-probe', () => {
  it('is refused without an account, before anything is asked', async () => {
    let text = '';
    const code = await runContractCli(['--mall', 'http://127.0.0.1:9', '--cart-probe'], (chunk) => {
      text += chunk;
    });
    expect(code).toBe(2);
    expect(text).toContain('--cart-probe needs --account');
  });
});
