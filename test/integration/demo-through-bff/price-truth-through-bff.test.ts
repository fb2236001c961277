// One price truth (docs/trade-pricing.md §Shown price): for each purchasing entity and a normal, a seckill and a
// presell SKU, every surface's data (the rendered pages' hydration data, the cart) carries the price that
// order/check charges for one piece; a guest sees the original price, labelled 原价, everywhere alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toFen } from '#shared/money.ts';
import {
  closeThroughBff,
  type CookieJar,
  getAs,
  postAs,
  saveAgreedPrice,
  signIn,
  startThroughBff,
  switchEntity,
  type ThroughBff,
} from './through-bff-kit.ts';

// biome-ignore lint/suspicious/noExplicitAny: the mall's and the pages' JSON, read loosely
type Json = Record<string, any>;
interface Sample {
  kind: 'normal' | 'seckill' | 'presell';
  productId: number;
  productType: number;
  unique: string;
  /** a name or model number a buyer would search for */
  keyword: string;
  detailPath: string;
  /** what a guest is shown: ot_price when above 0, else price (docs/trade-pricing.md §Shown price) */
  guestFen: number;
}
interface Seen {
  surface: string;
  fen: number | undefined;
  label: string | undefined;
}

let t: ThroughBff;
let samples: Sample[];

async function mallGet(path: string): Promise<Json> {
  const answer = await t.api().get(path);
  expect(answer.status, path).toBe(200);
  return answer.body.data as Json;
}

/** A SKU whose price is the product's own (the cheapest), so cards and the SKU agree. */
async function sampleOf(kind: Sample['kind'], productId: number, detailPath: string, keyword: string): Promise<Sample> {
  const detail = await mallGet(`/api/store/product/detail/${productId}`);
  const skus = Object.values(detail.sku as Record<string, Json>);
  const sku = skus.find((row) => toFen(row.price) === toFen(detail.price) && Number(row.stock) > 0) ?? skus[0];
  const guestFen = toFen(detail.ot_price) > 0 ? toFen(detail.ot_price) : toFen(detail.price);
  return { kind, productId, productType: Number(detail.product_type) || 0, unique: sku?.unique as string, keyword, detailPath, guestFen };
}

beforeAll(async () => {
  // pages come from the build in DIST_DIR (default dist), as `npm start` serves them
  t = await startThroughBff({ DIST_DIR: process.env.DIST_DIR ?? 'dist' }, { pages: true });
  const seckill = (await mallGet('/api/store/product/seckill/lst?page=1&limit=10')).list.find((row: Json) => Number(row.stock) > 0);
  const presell = (await mallGet('/api/store/product/presell/lst?type=1&page=1&limit=20')).list.find(
    (row: Json) => row.presell_type === 1 && Number(row.stock) > 0,
  );
  samples = [
    await sampleOf('normal', 2, '/goods_detail/2', 'FN-3065'),
    await sampleOf('seckill', seckill.product_id, `/goods_seckill_detail/${seckill.product_id}`, ''),
    await sampleOf('presell', presell.product_id, `/goods_presell_detail/${presell.product_presell_id}`, ''),
  ];
});
afterAll(closeThroughBff);

/** Every product row a page hands to the browser, with the price it shows (absent: a price outside the rule). */
function collect(surface: string, node: unknown, ids: Set<number>, out: Map<number, Seen[]>): void {
  if (Array.isArray(node)) {
    for (const item of node) collect(surface, item, ids, out);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const row = node as Json;
  const id = Number(row.product_id);
  if (ids.has(id) && ('price' in row || 'shown' in row)) {
    const list = out.get(id) ?? [];
    list.push({ surface, fen: row.shown?.fen, label: row.shown?.label });
    out.set(id, list);
  }
  for (const value of Object.values(row)) collect(surface, value, ids, out);
}

async function pageData(path: string, jar: CookieJar | null): Promise<unknown> {
  const answer = await t.bff.app.inject({ method: 'GET', url: path, headers: jar ? { cookie: jar.header } : {} });
  expect(answer.statusCode, path).toBe(200);
  const json = /<script id="vike_pageContext" type="application\/json">([\s\S]*?)<\/script>/.exec(answer.body)?.[1] ?? '{}';
  return (JSON.parse(json) as Json).data;
}

function surfacesOf(sample: Sample): string[] {
  const shared = ['/', '/goods_ranking', '/goods_coupon?coupon_id=2', sample.detailPath];
  if (sample.kind === 'seckill') return [...shared, '/goods_seckill'];
  if (sample.kind === 'presell') return [...shared, '/goods_presell?type=1'];
  return [...shared, `/goods_search?title=${encodeURIComponent(sample.keyword)}`, '/store?id=1'];
}

/** The product page and the sample's own list (search, seckill or presell) at least carry it. */
function expectOnItsPages(sample: Sample, seen: Seen[]): void {
  const surfaces = new Set(seen.map((one) => one.surface));
  const list = surfacesOf(sample).at(sample.kind === 'normal' ? -2 : -1);
  expect([...surfaces], sample.kind).toEqual(expect.arrayContaining([sample.detailPath, list]));
}

async function seenOnPages(sample: Sample, jar: CookieJar | null): Promise<Seen[]> {
  const out = new Map<number, Seen[]>();
  for (const path of surfacesOf(sample)) collect(path, await pageData(path, jar), new Set([sample.productId]), out);
  return out.get(sample.productId) ?? [];
}

async function session(jar: CookieJar): Promise<Json> {
  return (await getAs(t, jar, '/bff/session')).body.data as Json;
}

/** The piece price order/check charges for one piece of the sample (a buy-now cart, as 立即购买 makes). */
async function chargedFen(sample: Sample, jar: CookieJar): Promise<number | undefined> {
  const cart = await postAs(t, jar, '/api/user/cart/create').send({
    product_id: sample.productId,
    product_attr_unique: sample.unique,
    cart_num: 1,
    is_new: 1,
    product_type: sample.productType,
  });
  expect(cart.body.status, JSON.stringify(cart.body)).toBe(200);
  const check = await postAs(t, jar, '/api/v2/order/check', { cart_id: [cart.body.data.cart_id] });
  expect(check.body.status, JSON.stringify(check.body)).toBe(200);
  const lines = (check.body.data.order as Json[]).flatMap((merchant) => merchant.list as Json[]);
  // stock's line has no `price`: one piece is charged the line total less its SVIP discount, over the pieces
  const line = lines.find((row) => row.product_id === sample.productId);
  return line ? (toFen(line.total_price) - toFen(line.svip_discount)) / Number(line.cart_num) : undefined;
}

/** What the cart page's data says one piece of a normal sample put in the cart costs. */
async function cartFen(sample: Sample, jar: CookieJar): Promise<number | undefined> {
  await postAs(t, jar, '/api/user/cart/create').send({
    product_id: sample.productId,
    product_attr_unique: sample.unique,
    cart_num: 1,
    is_new: 0,
    product_type: 0,
  });
  const cart = (await pageData('/shopping_cart', jar)) as { stores: { lines: Json[] }[] };
  return cart.stores.flatMap((store) => store.lines).find((line) => line.unique === sample.unique)?.shown?.fen;
}

async function entityJar(account: string, entity: 'PERSONAL' | 'COMPANY'): Promise<CookieJar> {
  const jar = await signIn(t, account);
  await switchEntity(t, jar, entity);
  expect((await session(jar)).entity).toBe(entity);
  return jar;
}

describe('the home coupon strip', () => {
  it('shows for each coupon goods that coupon covers, no item under two coupons', async () => {
    const home = (await pageData('/', null)) as {
      coupons: { coupon_id: number; ProductLst: { product_id: number; store_name: string }[] }[];
    };
    expect(home.coupons.length).toBe(3);
    const shown = home.coupons.flatMap((coupon) => coupon.ProductLst.map((p) => p.product_id));
    expect(shown.length).toBeGreaterThan(3);
    expect(new Set(shown).size).toBe(shown.length);
    for (const coupon of home.coupons)
      for (const product of coupon.ProductLst) {
        const covered = await mallGet(
          `/api/product/spu/coupon_product?coupon_id=${coupon.coupon_id}&keyword=${encodeURIComponent(product.store_name)}&page=1&limit=20`,
        );
        expect(
          (covered.list as Json[]).map((row) => row.product_id),
          `${coupon.coupon_id}`,
        ).toContain(product.product_id);
      }
  });
});

describe('one price on every surface', () => {
  it('a guest sees the original price, labelled 原价, on every surface', async () => {
    for (const sample of samples) {
      const seen = await seenOnPages(sample, null);
      expectOnItsPages(sample, seen);
      for (const one of seen)
        expect(one, `${sample.kind} on ${one.surface}`).toEqual({ surface: one.surface, fen: sample.guestFen, label: '原价' });
    }
  });

  for (const [name, account, entity] of [
    ['个人', '13800000001', 'PERSONAL'],
    ['SVIP', '13800000002', 'PERSONAL'],
    ['企业 (an SVIP owner buying for the company)', '13800000002', 'COMPANY'],
  ] as const) {
    it(`${name}: every surface shows what order/check charges`, async () => {
      const jar = await entityJar(account, entity);
      for (const sample of samples) {
        const charged = await chargedFen(sample, jar);
        expect(charged, sample.kind).toBeGreaterThan(0);
        const seen = await seenOnPages(sample, jar);
        expectOnItsPages(sample, seen);
        for (const one of seen) expect({ surface: one.surface, fen: one.fen }, sample.kind).toEqual({ surface: one.surface, fen: charged });
        const labels = new Set(seen.map((one) => one.label));
        if (sample.kind === 'seckill') expect([...labels]).toEqual(['秒杀价']);
        if (sample.kind === 'presell') expect([...labels]).toEqual(['预售价']);
        if (sample.kind === 'normal') {
          expect(await cartFen(sample, jar), 'cart').toBe(charged);
          expect([...labels]).toEqual([name === 'SVIP' ? 'SVIP价' : '售价']);
        }
      }
    });
  }

  it('企业 with an agreed price on the normal SKU: every surface and the cart show 企业协议价, which order/check charges', async () => {
    const sample = samples.find((one) => one.kind === 'normal');
    if (!sample) throw new Error('no normal sample');
    const detail = await mallGet(`/api/store/product/detail/${sample.productId}`);
    const sku = (Object.values(detail.sku) as Json[]).find((one) => one.unique === sample.unique) as Json;
    const agreedFen = toFen(sku.price) - 30;
    await saveAgreedPrice(t, 1, sku.bar_code, (agreedFen / 100).toFixed(2));

    const jar = await entityJar('13800000002', 'COMPANY');
    expect(await chargedFen(sample, jar)).toBe(agreedFen);
    const seen = await seenOnPages(sample, jar);
    expectOnItsPages(sample, seen);
    for (const one of seen)
      expect({ surface: one.surface, fen: one.fen, label: one.label }).toEqual({
        surface: one.surface,
        fen: agreedFen,
        label: '企业协议价',
      });
    expect(await cartFen(sample, jar), 'cart').toBe(agreedFen);
  });
});
