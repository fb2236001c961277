// What a page render receives. `mall` is server-only (never passed to the client); `layout` crosses to the
// browser and therefore holds public fields only.
import type { FastifyRequest } from 'fastify';
import type { CategoryNode, LayoutView } from '#shared/api/layout-view.ts';
import { readAuthState, readPunchoutSessionId } from '../auth/token-cookies.ts';
import { GUEST_AUTH } from '../services/session-service.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';
import { buildLayoutView, loadPublicLayoutData } from './layout-data.ts';
import { createMallReader, type ServerMallReader } from '../upstream/mall-reader.ts';
import type { PublicDataCache } from './public-data-cache.ts';

export interface PageContextInit {
  urlOriginal: string;
  headersOriginal: Record<string, string | string[] | undefined>;
  mall: ServerMallReader;
  layout: LayoutView;
  /** server-only: the whole cached category tree (listings' breadcrumbs, the all-categories page) */
  categoryTree: CategoryNode[];
  /** server-only: the cached /api/pc/home answer (the home page's banners come from here, not a second call) */
  publicHome: Record<string, unknown>;
  /** server-only: the cached /api/config answer (payment switches), read once for the header already */
  publicConfig: Record<string, unknown>;
  /** the embedded demo mall runs with its test hooks (server-only; enables the captcha bench page) */
  demoTestHooks: boolean;
  /** server-only: 微信支付 is on when /api/config has no pay_weixin_open (docs/adr/0057) */
  weixinPay: boolean;
  /** server-only: the browser was signed in by PunchOut, so the cart offers 返回采购系统 (docs/punchout.md) */
  punchout: boolean;
}

export async function buildPageContextInit(
  request: FastifyRequest,
  client: UpstreamClient,
  cache: PublicDataCache,
  settings: { demoTestHooks: boolean; weixinPay: boolean } = { demoTestHooks: false, weixinPay: false },
): Promise<PageContextInit> {
  const auth = readAuthState(request);
  const mall = createMallReader(client, request, auth);
  const publicData = await loadPublicLayoutData(createMallReader(client, request, GUEST_AUTH), cache);
  const layout = await buildLayoutView({ request, reader: mall, auth, publicData });
  return {
    urlOriginal: request.url,
    headersOriginal: request.headers,
    mall,
    layout,
    categoryTree: publicData.categoryTree,
    publicHome: publicData.home,
    publicConfig: publicData.config,
    punchout: readPunchoutSessionId(request) !== undefined,
    ...settings,
  };
}
