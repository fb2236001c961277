// The buyer's cart set-up the buying specs share: emptied through the API, so each test starts from nothing.
import type { APIRequestContext, Page } from '@playwright/test';
import { callOk } from './envelope.ts';
import { DEMO_PASSWORD, PERSONAL_PHONE } from './login.ts';
import { expect, test } from './shop-fixture.ts';

type CartIds = { cart_id: number }[];

/** Deletes every line of the signed-in buyer's cart, valid and invalid ones alike. */
export async function emptyCart(request: APIRequestContext): Promise<void> {
  const cart = await callOk<{ list: { list: CartIds }[]; fail: CartIds }>(request, 'get', '/api/user/cart/lst');
  const ids = [...cart.list.flatMap((store) => store.list), ...cart.fail].map((row) => row.cart_id);
  if (ids.length) expect((await request.post('/api/user/cart/delete', { data: { cart_id: ids } })).status()).toBe(200);
}

/** Signs the personal demo buyer in through the API (its cookies land in the page's context). */
export async function signInPersonal(page: Page): Promise<void> {
  const answer = await page.request.post('/api/auth/login', {
    data: { account: PERSONAL_PHONE, password: DEMO_PASSWORD, user_type: 'pc' },
  });
  expect(answer.status()).toBe(200);
}

/** Every test of the calling spec starts signed in as the personal buyer with an empty cart, and empties it after. */
export function personalBuyerWithEmptyCart(): void {
  test.beforeEach(async ({ page }) => {
    await signInPersonal(page);
    await emptyCart(page.request);
  });
  test.afterEach(async ({ page }) => {
    await emptyCart(page.request);
  });
}
