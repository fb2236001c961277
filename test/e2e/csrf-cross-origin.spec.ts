// A logged-in buyer opens pages served from other origins that try to act for them with their cookies: one on
// another port of our own host (same-site: SameSite=Lax cookies ARE sent, only the Origin check stands in the
// way) and one on another host name (cross-site: Sec-Fetch-Site and Origin both refuse, Lax keeps the cookies
// home). Each page auto-submits a form and fires no-cors fetches at the cart, the purchasing entity and logout,
// in plain and %-escaped spellings. Afterwards the cart count, the session and the cookies are unchanged.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import type { Envelope } from '../helpers/e2e/envelope.ts';
import { open, PERSONAL_PHONE, signInByApi } from '../helpers/e2e/login.ts';

interface Product {
  product_id: number;
  sku: Record<string, { unique: string; stock: number }>;
}

/** The attacking page: every call goes to `bff` with the visitor's cookies, none can read the answer. */
function attackPage(bff: string, cartLine: string): string {
  const calls = [
    ['/%61pi/user/cart/create', cartLine],
    ['/api/user/cart/create', cartLine],
    ['/%62ff/entity', 'entity=COMPANY'],
    ['/api/logout', ''],
  ];
  const fields = cartLine
    .split('&')
    .map((pair) => pair.split('='))
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${decodeURIComponent(value ?? '')}">`)
    .join('');
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>优惠活动</title></head><body>
<iframe name="sink" title="sink"></iframe>
<form id="attack" method="POST" target="sink" action="${bff}/%61pi/user/cart/create">${fields}</form>
<script>
  document.getElementById('attack').submit();
  const calls = ${JSON.stringify(calls)};
  Promise.allSettled(calls.map(([path, body]) => fetch(${JSON.stringify(bff)} + path, {
    method: 'POST', mode: 'no-cors', credentials: 'include',
    headers: { 'content-type': 'application/x-www-form-urlencoded' }, body,
  }))).then(() => { document.body.dataset.done = '1'; });
</script></body></html>`;
}

interface SeenCall {
  method: string;
  url: string;
  /** names of the cookies the browser attached */
  cookies: string[];
  status?: number;
}

/**
 * What the browser sent to the BFF from `page` and what status came back, read from Chromium's network events:
 * the answers are CORP-blocked (Cross-Origin-Resource-Policy: same-origin), so the page and Playwright's own
 * response events never see them.
 */
async function watchCalls(context: BrowserContext, page: Page, bff: string): Promise<() => SeenCall[]> {
  // Chromium may deliver the *ExtraInfo events before or after requestWillBeSent, so each kind is kept by
  // request id and the three are joined when read.
  const requests = new Map<string, { method: string; url: string }>();
  const cookies = new Map<string, string[]>();
  const statuses = new Map<string, number>();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith(bff)) requests.set(event.requestId, { method: event.request.method, url: event.request.url });
  });
  cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
    cookies.set(
      event.requestId,
      event.associatedCookies.filter((entry) => entry.blockedReasons.length === 0).map((entry) => entry.cookie.name),
    );
  });
  cdp.on('Network.responseReceivedExtraInfo', (event) => statuses.set(event.requestId, event.statusCode));
  return () =>
    [...requests].map(([id, request]) => ({
      ...request,
      cookies: cookies.get(id) ?? [],
      ...(statuses.has(id) ? { status: statuses.get(id) } : {}),
    }));
}

let attacker: Server;
let attackerPort = 0;
let attackHtml = '';

test.beforeAll(async () => {
  attacker = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(attackHtml);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerPort = (attacker.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve));
});

for (const [kind, host] of [
  ['same-site (another port of our host)', '127.0.0.1'],
  ['cross-site (another host name)', 'localhost'],
] as const) {
  test(`a ${kind} page cannot add to the cart, switch the entity or log the buyer out`, async ({ page: shop, context, baseURL }) => {
    const bff = String(baseURL);
    await signInByApi(shop, PERSONAL_PHONE, '/');

    const product = ((await (await shop.request.get('/api/store/product/detail/1')).json()) as Envelope<Product>).data;
    const sku = Object.values(product.sku).find((candidate) => candidate.stock > 0);
    expect(sku, 'a product with stock to put in the cart').toBeDefined();
    const unique = encodeURIComponent(sku?.unique ?? '');
    const cartLine = `product_id=${product.product_id}&product_attr_unique=${unique}&cart_num=1&is_new=0&product_type=0`;

    const count = async () =>
      ((await (await shop.request.get('/api/user/cart/count')).json()) as Envelope<{ count: string | number }[]>).data;
    const session = async () => ((await (await shop.request.get('/bff/session')).json()) as Envelope<unknown>).data;
    const countBefore = await count();
    const sessionBefore = await session();
    const cookiesBefore = await context.cookies(bff);
    const shownBefore = await shop.getByTestId('cart-count').textContent();
    expect(sessionBefore).toMatchObject({ loggedIn: true });

    attackHtml = attackPage(bff, cartLine);
    const evil = await context.newPage();
    const seen = await watchCalls(context, evil, bff);
    await evil.goto(`http://${host}:${attackerPort}/offer`);
    await expect(evil.locator('body[data-done="1"]')).toHaveCount(1);
    // Four fetches and the form: each reached the BFF and was refused. From the same site the login cookie went
    // along (SameSite=Lax does not stop it); from another site it stayed home.
    const answered = () => seen().filter((call) => call.status !== undefined);
    await expect.poll(() => answered().length).toBe(5);
    // the cookie list of a request may land a moment after its answer
    await expect.poll(() => answered().filter((call) => call.cookies.length > 0).length).toBe(host === '127.0.0.1' ? 5 : 0);
    for (const call of seen()) {
      expect(`${call.method} ${call.url} ${call.status}`).toMatch(/^POST .* 403$/);
      expect(call.cookies.includes('mall_ut'), call.url).toBe(host === '127.0.0.1');
    }
    await evil.close();

    expect(await count()).toEqual(countBefore);
    expect(await session()).toEqual(sessionBefore);
    expect(await context.cookies(bff)).toEqual(cookiesBefore);
    await open(shop, '/');
    await expect(shop.getByTestId('cart-count')).toHaveText(shownBefore ?? '');
  });
}
