// Shared by the approval browser tests: a buy-now line of about 1,500 yuan (over a 1,000 yuan per-order limit)
// that stays within stock and the product's quantity rules, and the confirm page opened on it.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { call } from './envelope.ts';
import { fenOf } from './company-finance.ts';
import { open } from './login.ts';
import { addressId } from './orders.ts';

interface AmountPick {
  productId: number;
  unique: string;
  pieces: number;
}

/**
 * A product priced from `priceOn` yuan up, and the quantity that totals about `aboutFen` (strictly over `overFen`),
 * with stock for `orders` such orders plus five, within the product's quantity rules.
 */
export async function pickOrderAbout(
  request: APIRequestContext,
  { aboutFen, overFen, orders = 1, priceOn }: { aboutFen: number; overFen: number; orders?: number; priceOn: number },
): Promise<AmountPick> {
  const list = await call<{ list: { product_id: number }[] }>(
    request,
    'get',
    `/api/product/spu/lst?price_on=${priceOn}&price_off=${aboutFen / 100}&page=1&limit=40`,
  );
  for (const item of list.data.list) {
    const detail = await call<{
      once_min_count?: number;
      once_max_count?: number;
      sku: Record<string, { unique: string; stock: number; price: string }>;
    }>(request, 'get', `/api/store/product/detail/${item.product_id}`);
    for (const sku of Object.values(detail.data.sku)) {
      const priceFen = fenOf(sku.price);
      const pieces = Math.ceil(aboutFen / priceFen);
      const max = detail.data.once_max_count ?? 0;
      if (
        priceFen > 0 &&
        pieces * priceFen > overFen &&
        sku.stock >= pieces * orders + 5 &&
        (detail.data.once_min_count ?? 0) <= pieces &&
        (max === 0 || max >= pieces)
      )
        return { productId: item.product_id, unique: sku.unique, pieces };
    }
  }
  throw new Error(`no product for an order of about ${aboutFen / 100} yuan`);
}

/** A product and SKU with a quantity that totals about 1,500 yuan (over 1,000) and stays within stock. */
export const aboutFifteenHundred = (request: APIRequestContext) =>
  pickOrderAbout(request, { aboutFen: 150_000, overFen: 100_000, priceOn: 100 });

/** A buy-now cart line of the pick, then the confirm page with its prices read. */
export async function confirmPick(page: Page, pick: AmountPick): Promise<void> {
  await addressId(page.request);
  const cart = await call<{ cart_id: number }>(page.request, 'post', '/api/user/cart/create', {
    product_id: pick.productId,
    product_attr_unique: pick.unique,
    cart_num: pick.pieces,
    is_new: 1,
    product_type: 0,
  });
  expect(cart.status, cart.message).toBe(200);
  await open(page, `/order_confirm?new=1&cartId=${cart.data.cart_id}`);
  await expect(page.getByTestId('confirm-pay-total')).toHaveText(/^¥\d/);
  await expect(page.getByRole('button', { name: '提交订单' })).toBeEnabled();
}

/** Buy-now cart line of ~1,500 yuan, then the confirm page with its prices read. */
export const confirmAboutFifteenHundred = async (page: Page) => confirmPick(page, await aboutFifteenHundred(page.request));
