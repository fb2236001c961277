// `npm run contract`'s verdict means what it says (issue 35): a healthy stock CRMEB-MER v2.3 shop — switches
// unset (''), 规则不存在 for a category without a price rule, spu/params asked with a category — can run, and the
// switches it reports say what the shop hides; with --cart-probe, a shop whose order/check lines lack what
// /order_confirm reads cannot, and the probe's one buy-now line is removed again either way.
import { afterEach, describe, expect, it } from 'vitest';
import { runContractCli } from '../../../server/contract/contract-cli.ts';
import { buyingShop, unsetSwitchesConfig } from '../../helpers/stock-mall/contract-answers.ts';
import { STOCK_ACCOUNT } from '../../helpers/stock-mall/fixtures.ts';
import { startStockMall, type StockMall } from '../../helpers/stock-mall/stock-mall.ts';

let stock: StockMall | undefined;

afterEach(async () => {
  await stock?.close();
  stock = undefined;
});

async function check(mall: StockMall, more: string[] = []): Promise<{ code: number; text: string }> {
  let text = '';
  const account = ['--account', STOCK_ACCOUNT.phone, '--password', STOCK_ACCOUNT.password];
  const code = await runContractCli(['--mall', mall.url, ...account, ...more], (chunk) => {
    text += chunk;
  });
  return { code, text };
}

const lineOf = (text: string, endpoint: string) => text.split('\n').find((line) => line.startsWith(endpoint)) ?? '';

describe('the contract check against a healthy stock shop', () => {
  it('takes 规则不存在 as an answer, asks spu/params with a category, and says what the unset switches hide', async () => {
    const shop = buyingShop('stock');
    stock = await startStockMall({ routes: [unsetSwitchesConfig, ...shop.routes] });
    const { code, text } = await check(stock);
    expect(lineOf(text, 'GET /api/store/product/price_rule/1011')).toMatch(/\s{2}ok \(answered: 规则不存在\)$/);
    expect(lineOf(text, 'GET /api/product/spu/params?cate_pid=1011&is_pc=1')).toMatch(/\s{2}ok$/);
    expect(text).toContain("Switches on ('1' or 1): svip_switch_status");
    expect(text).toContain('The shop hides 余额支付 and its menu entries (yue_pay_status "", balance_func_status "").');
    expect(text).toContain('The shop hides 我的积分 (integral_status "").');
    expect(text).toContain('The shop hides 支付宝支付 (alipay_open "").');
    expect(text).toMatch(/Verdict: the storefront can run on this backend \(\d+ ok, 6 with a fallback, 0 failing\)/);
    expect(code).toBe(0);
    // read-only without the flag: no cart line was asked for
    expect(stock.requests.filter((request) => request.method !== 'GET').map((request) => request.url)).toEqual(['/api/auth/login']);
  });

  it('with --cart-probe adds one buy-now line, finds the lines /order_confirm reads, and removes the line', async () => {
    const shop = buyingShop('stock');
    stock = await startStockMall({ routes: shop.routes });
    const { code, text } = await check(stock, ['--cart-probe']);
    expect(text).toContain('(with the cart probe: one buy-now line added, priced and removed)');
    expect(lineOf(text, 'POST /api/user/cart/create')).toMatch(/\s{2}ok$/);
    expect(lineOf(text, 'POST /api/v2/order/check')).toMatch(/\s{2}ok$/);
    expect(lineOf(text, 'POST /api/user/cart/delete')).toMatch(/\s{2}ok$/);
    expect(code).toBe(0);
    const writes = stock.requests.filter((request) => request.method === 'POST').map((request) => request.url);
    expect(writes).toEqual(['/api/auth/login', '/api/user/cart/create', '/api/v2/order/check', '/api/user/cart/delete']);
    expect(shop.lines.size).toBe(0);
  });
});

describe('the contract check against a shop whose order/check lines lack what the page reads', () => {
  it('fails the verdict on the line, and still removes the probe line', async () => {
    const shop = buyingShop('without-prices');
    stock = await startStockMall({ routes: shop.routes });
    const { code, text } = await check(stock, ['--cart-probe']);
    expect(lineOf(text, 'POST /api/v2/order/check')).toContain('differs: an order/check line has no true_price');
    expect(text).toContain('Verdict: the storefront cannot run on this backend as it is');
    expect(code).toBe(1);
    expect(shop.lines.size).toBe(0);
  });
});
