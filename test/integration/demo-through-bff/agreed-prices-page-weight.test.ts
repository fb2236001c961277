// Under 企业 a page carries the agreed prices of the products it shows and nothing else (docs/adr/0090): with 5,000
// agreements written for 上海东联 through the mall's own store, every page weighs what it weighed with none (within
// 30 KB), and the terms its layout hands to the browser belong to products the page's data shows. Prints the
// pages' HTML sizes and render times before and after (figures, not a pass/fail bound).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgreementStore, type AgreementInput } from '../../../demo-mall/company/agreed-prices/agreed-price-store.ts';
import { localDate } from '../../../shared/pricing/agreement-price.ts';
import { productIdsIn } from '../../../web/features/goods/price/product-ids.ts';
import { closeThroughBff, type CookieJar, signInAsCompany, startThroughBff, type ThroughBff } from './through-bff-kit.ts';

// biome-ignore lint/suspicious/noExplicitAny: the pages' JSON, read loosely
type Json = Record<string, any>;

const AGREEMENTS = 5000;
const WEIGHT_SLACK = 30 * 1024;
/** product ids beyond the small catalogue: the rest of a company's agreements in a real-sized one */
const FAR_PRODUCT = 900_000;
const PAGES = ['/', '/goods_search?title=螺丝', '/goods_detail/2', '/store?id=1', '/shopping_cart', '/user', '/user/order_list'];
const ROUNDS = 5;

let t: ThroughBff;
let jar: CookieJar;

interface Rendered {
  bytes: number;
  ms: number;
  context: Json;
}

async function render(path: string): Promise<Rendered> {
  const started = process.hrtime.bigint();
  const answer = await t.bff.app.inject({ method: 'GET', url: path, headers: { cookie: jar.header } });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  expect(answer.statusCode, path).toBe(200);
  const json = /<script id="vike_pageContext" type="application\/json">([\s\S]*?)<\/script>/.exec(answer.body)?.[1] ?? '{}';
  return { bytes: Buffer.byteLength(answer.body), ms, context: JSON.parse(json) as Json };
}

/** Each page rendered ROUNDS times: its size and median render time. */
async function measure(): Promise<Map<string, Rendered>> {
  const out = new Map<string, Rendered>();
  for (const path of PAGES) {
    const runs: Rendered[] = [];
    for (let round = 0; round < ROUNDS; round += 1) runs.push(await render(path));
    runs.sort((a, b) => a.ms - b.ms);
    out.set(path, runs[Math.floor(ROUNDS / 2)] as Rendered);
  }
  return out;
}

/** Every SKU of the small catalogue's normal products, then agreements on products beyond it, to `AGREEMENTS`. */
function fiveThousandAgreements(): AgreementInput[] {
  const { catalogue } = t.bff.mall.context;
  const today = localDate(new Date());
  const window = { startDate: today, endDate: '2099-12-31', minQty: 1, step: 1 };
  const rows: AgreementInput[] = [];
  for (const product of catalogue.goods.eachNormalProduct()) {
    if (product.product_type !== 0) continue;
    for (const sku of Object.values(product.skus)) {
      const fen = Math.max(1, Math.round(Number(sku.price) * 100) - 1);
      rows.push({
        companyId: 1,
        merId: product.mer_id,
        productId: product.product_id,
        unique: sku.unique,
        tiers: [{ from: 1, fen }],
        ...window,
      });
    }
  }
  for (let n = rows.length; n < AGREEMENTS; n += 1) {
    const productId = FAR_PRODUCT + Math.floor(n / 5);
    rows.push({
      companyId: 1,
      merId: 1,
      productId,
      unique: `far-${n}`,
      tiers: [
        { from: 1, fen: 1000 },
        { from: 10, fen: 900 },
      ],
      ...window,
    });
  }
  return rows;
}

let before: Map<string, Rendered>;
let after: Map<string, Rendered>;

beforeAll(async () => {
  t = await startThroughBff({ DIST_DIR: process.env.DIST_DIR ?? 'dist' }, { pages: true });
  jar = await signInAsCompany(t, '13800000002');
  // the cart holds a line, so its page prices one under the agreement
  await t
    .api()
    .post('/api/user/cart/create')
    .set('cookie', jar.header)
    .send({ product_id: 2, product_attr_unique: firstUnique(2), cart_num: 1, is_new: 0, product_type: 0 });
  before = await measure();
  createAgreementStore(t.bff.mall.context.db).saveAll(fiveThousandAgreements(), '2026-01-01 00:00:00');
  after = await measure();
  const rows = PAGES.map((path) => {
    const a = before.get(path) as Rendered;
    const b = after.get(path) as Rendered;
    return `${path.padEnd(26)} ${(a.bytes / 1024).toFixed(1).padStart(7)} KB → ${(b.bytes / 1024).toFixed(1).padStart(7)} KB   ${a.ms.toFixed(0).padStart(4)} ms → ${b.ms.toFixed(0).padStart(4)} ms`;
  });
  console.log(`company pages, no agreements → ${AGREEMENTS} agreements (median of ${ROUNDS}):\n${rows.join('\n')}`);
}, 240_000);
afterAll(closeThroughBff);

function firstUnique(productId: number): string {
  const product = t.bff.mall.context.catalogue.goods.productById.get(productId);
  return Object.values(product?.skus ?? {})[0]?.unique ?? '';
}

describe('agreed prices follow the page', () => {
  it(`keeps every company page within 30 KB of its weight without agreements when ${AGREEMENTS} are in force`, () => {
    for (const path of PAGES) {
      expect((after.get(path) as Rendered).bytes - (before.get(path) as Rendered).bytes, path).toBeLessThan(WEIGHT_SLACK);
    }
  });

  it("hands the browser only the agreements of products the page's data shows", () => {
    for (const path of PAGES) {
      const { context } = after.get(path) as Rendered;
      const shown = new Set(productIdsIn(context.data));
      for (const id of JSON.stringify(context.data).matchAll(/"productId":(\d+)/g)) shown.add(Number(id[1]));
      const carried = ((context.layout?.agreementPrices ?? []) as Json[]).map((terms) => Number(terms.productId));
      expect(
        carried.filter((id) => !shown.has(id)),
        path,
      ).toEqual([]);
    }
  });

  it('still prices the products shown under the agreement', () => {
    const detail = (after.get('/goods_detail/2') as Rendered).context;
    expect(JSON.stringify(detail.data.product)).toContain('企业协议价');
    const carried = (detail.layout.agreementPrices ?? []) as Json[];
    expect(carried.length).toBeGreaterThan(0);
    expect(carried.every((terms) => terms.productId === 2)).toBe(true);
    const cart = (after.get('/shopping_cart') as Rendered).context.data;
    expect(JSON.stringify(cart)).toContain('企业协议价');
  });
});
