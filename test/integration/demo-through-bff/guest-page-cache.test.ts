// Guests' browse pages come from a short-lived cache (docs/bff-contract.md §10) and the cache never mixes visitors:
// whatever the order, a guest sees a guest's header and a signed-in buyer their own name, cart count and prices.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BffWithDemoMall, startBffWithDemoMall } from '../../helpers/bff/bff-with-demo-mall.ts';

let bff: BffWithDemoMall;

beforeAll(async () => {
  bff = await startBffWithDemoMall({ pages: true });
});
afterAll(async () => bff?.close());

async function signIn(phone: string): Promise<string> {
  const answer = await request(bff.app.server).post('/api/auth/login').send({ account: phone, password: 'Demo@2026', user_type: 'pc' });
  expect(answer.body.status).toBe(200);
  return (answer.headers['set-cookie'] as unknown as string[]).map((line) => line.split(';')[0]).join('; ');
}

async function page(path: string, cookie?: string) {
  const call = request(bff.app.server).get(path);
  const answer = cookie ? await call.set('cookie', cookie) : await call;
  return { status: answer.status, html: answer.text, cache: answer.headers['x-bff-cache'] as string | undefined };
}

/** The header's cart count as rendered. */
function cartCount(html: string): string | undefined {
  return /data-testid="cart-count">(\d+)</.exec(html)?.[1];
}

describe('the guest page cache', () => {
  it('keeps a guest product page, and a buyer in between sees only their own header', async () => {
    const first = await page('/goods_detail/1');
    expect(first.status).toBe(200);
    expect(first.cache).toBe('miss');
    expect(first.html).not.toContain('李经理');

    const buyerCookie = await signIn('13800000002');
    const buyer = await page('/goods_detail/1', buyerCookie);
    expect(buyer.cache).toBeUndefined();
    expect(buyer.html).toContain('李经理');

    const again = await page('/goods_detail/1');
    expect(again.cache).toBe('hit');
    expect(again.html).toBe(first.html);
    expect(again.html).not.toContain('李经理');
  });

  it('gives a guest arriving after a buyer a guest page, and the buyer a fresh one with their cart count', async () => {
    const buyerCookie = await signIn('13800000001');
    const added = await request(bff.app.server)
      .post('/api/user/cart/create')
      .set('cookie', buyerCookie)
      .send({ product_id: 1, product_attr_unique: await firstUnique(1), cart_num: 1, is_new: 0, product_type: 0 });
    expect(added.body.status).toBe(200);
    const buyer = await page('/goods_list?type=best', buyerCookie);
    expect(buyer.html).toContain('张采购');
    const count = cartCount(buyer.html);
    expect(Number(count)).toBeGreaterThan(0);

    const guest = await page('/goods_list?type=best');
    expect(guest.html).not.toContain('张采购');
    expect(cartCount(guest.html)).toBe('0');
    const guestAgain = await page('/goods_list?type=best');
    expect(guestAgain.cache).toBe('hit');

    const buyerAgain = await page('/goods_list?type=best', buyerCookie);
    expect(buyerAgain.cache).toBeUndefined();
    expect(cartCount(buyerAgain.html)).toBe(count);
  });

  it('keys by the cookies that change a guest page and leaves pages outside the browse group alone', async () => {
    const plain = await page('/news_list');
    const withBanner = await request(bff.app.server).get('/news_list').set('cookie', 'mall_top_banner_999=1');
    expect(withBanner.headers['x-bff-cache']).toBe('miss');
    expect(plain.cache).toBe('miss');
    expect((await page('/news_list')).cache).toBe('hit');

    const login = await page('/login');
    const loginAgain = await page('/login');
    expect(login.status).toBe(200);
    expect(loginAgain.cache).toBe('miss');
    const guarded = await page('/user');
    expect(guarded.status).toBe(302);
  });
});

async function firstUnique(productId: number): Promise<string> {
  const detail = await request(bff.app.server).get(`/api/store/product/detail/${productId}`);
  const sku = Object.values(detail.body.data.sku as Record<string, { unique: string; stock: number }>).find((s) => s.stock > 0);
  expect(sku).toBeDefined();
  return sku?.unique ?? '';
}
