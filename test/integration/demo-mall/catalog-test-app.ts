// Shared helpers for the catalogue tests: a demo mall with its test hooks and small call wrappers.
import type { FastifyInstance } from 'fastify';
import { buildDemoMall } from '../../../server/demo-mall/app.ts';
import type { DemoMallContext } from '../../../server/demo-mall/context.ts';
import { call, type Body } from './accounts-helpers.ts';

export type { Body };

export interface CatalogTestMall {
  app: FastifyInstance;
  context: DemoMallContext;
  /** token of the company owner (uid 2) */
  ownerToken: string;
  /** token of the personal-only user (uid 1) */
  personalToken: string;
  /** token of company account 1 */
  companyToken: string;
  get(url: string, token?: string): Promise<Body>;
  post(url: string, payload?: object, token?: string): Promise<Body>;
}

export async function buildCatalogMall(): Promise<CatalogTestMall> {
  const { app, context } = await buildDemoMall({ testHooks: true, printSms: false });
  return {
    app,
    context,
    ownerToken: context.signer.issue(2, 'user').token,
    personalToken: context.signer.issue(1, 'user').token,
    companyToken: context.signer.issue(1, 'company').token,
    get: (url, token) => call(app, 'GET', url, undefined, token),
    post: (url, payload, token) => call(app, 'POST', url, payload ?? {}, token),
  };
}

/** Every page of a paged list, to check that pages add up. */
export async function allPages(mall: CatalogTestMall, url: string, limit: number): Promise<{ counts: number[]; ids: number[] }> {
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
