// Shared helpers for the catalogue tests: a demo mall with its test hooks and small call wrappers.
import type { FastifyInstance } from 'fastify';
import { buildDemoMall, type DemoMallContext } from '../../../demo-mall/app.ts';
import type { Catalogue } from '../../../demo-mall/catalogue/catalogue.ts';
import type { Merchant } from '../../../demo-mall/catalogue/catalogue-types.ts';
import { createSeedCatalogue } from '../../../demo-mall/catalogue/seed-catalogue-db.ts';
import { createPlatformContent } from '../../../demo-mall/platform/content.ts';
import { seededImage } from '../../helpers/mall/seeded-image.ts';
import { call, type Body } from './accounts-helpers.ts';

export type { Body };

/**
 * The seeded catalogue (and platform articles) as one flat object for the tests' look-ups. `merchantById` answers
 * a merchant with its live care_count (the seed plus the shoppers following it now).
 */
export function flatCatalogue(catalogue: Catalogue, careCount: (m: Merchant) => number = (m) => m.care_count) {
  const { goods, categories, merchants, brands, reviews, activities } = catalogue;
  // the small seed: reading every product into one list is what a test's look-up wants
  const normalProducts = [...goods.eachNormalProduct()];
  const copies = goods.productsByIds([...activities.seckillInfos, ...activities.presellInfos].map((info) => info.product_id));
  return {
    normalProducts,
    allProducts: [...normalProducts, ...copies],
    productById: goods.productById,
    categories: categories.categories,
    merchants: merchants.merchants,
    merchantById: {
      get(id: number): Merchant | undefined {
        const merchant = merchants.merchantById.get(id);
        return merchant && { ...merchant, care_count: careCount(merchant) };
      },
    },
    brands: brands.brands,
    reviews: normalProducts.flatMap((p) => reviews.reviewsOf(p.product_id)),
    articles: createPlatformContent().articles,
  };
}

/** A fresh catalogue built from the seed, flattened like the test mall's. */
export function buildSeedCatalogue() {
  return flatCatalogue(createSeedCatalogue());
}

export interface CatalogueTestMall {
  app: FastifyInstance;
  context: DemoMallContext & { flatCatalogue: ReturnType<typeof flatCatalogue> };
  /** token of the company owner (uid 2) */
  ownerToken: string;
  /** token of the personal-only user (uid 1) */
  personalToken: string;
  /** token of company account 1 */
  companyToken: string;
  get(url: string, token?: string): Promise<Body>;
  post(url: string, payload?: object, token?: string): Promise<Body>;
}

export async function buildCatalogueMall(): Promise<CatalogueTestMall> {
  const { app, context } = await buildDemoMall({ database: await seededImage(), testHooks: true, printSms: false });
  return {
    app,
    context: { ...context, flatCatalogue: flatCatalogue(context.catalogue, context.views.merchant.careCount) },
    ownerToken: context.signer.issue(2, 'user').token,
    personalToken: context.signer.issue(1, 'user').token,
    companyToken: context.signer.issue(1, 'company').token,
    get: (url, token) => call(app, 'GET', url, undefined, token),
    post: (url, payload, token) => call(app, 'POST', url, payload ?? {}, token),
  };
}

/** Every page of a paged list, to check that pages add up. */
export async function allPages(mall: CatalogueTestMall, url: string, limit: number): Promise<{ counts: number[]; ids: number[] }> {
  const counts: number[] = [];
  const ids: number[] = [];
  const join = url.includes('?') ? '&' : '?';
  for (let page = 1; page < 100; page++) {
    const body = await mall.get(`${url}${join}page=${page}&limit=${limit}`);
    counts.push(body.data.count as number);
    const list = body.data.list as Array<{ product_id: number }>;
    if (list.length === 0) break;
    ids.push(...list.map((x) => x.product_id));
  }
  return { counts, ids };
}

export const encode = (value: string): string => encodeURIComponent(value);
