// Builds the chrome's data for one render: cached public parts plus the visitor's own (session, cart count,
// closed top banner). The public reads run in parallel, and only on a cold or stale cache.
import type { FastifyRequest } from 'fastify';
import {
  ensureTrailingSlash,
  type ArticleCategoryView,
  type CategoryNode,
  type CopyrightItem,
  type LayoutView,
  type TopBannerView,
  type VersionView,
} from '#shared/api/layout-view.ts';
import { switchOn } from '#shared/config-switch.ts';
import { DEFAULT_SERVICE_OPEN, DEFAULT_SETTLED_OPEN } from '#shared/constants.ts';
import { TOP_BANNER_COOKIE_PREFIX, UI_COOKIES } from '#shared/cookie-names.ts';
import type { MallReader } from '#shared/api/mall-reader.ts';
import type { AuthState } from '../auth/token-cookies.ts';
import { getSession, guestSession } from '../services/session-service.ts';
import { loadFooterArticles } from './footer-articles.ts';
import type { PublicDataCache } from './public-data-cache.ts';

type Dict = Record<string, unknown>;

export interface PublicLayoutData {
  pcConfig: Dict;
  config: Dict;
  version: VersionView | null;
  hotKeywords: string[];
  articleCategories: ArticleCategoryView[];
  home: Dict;
  categoryTree: CategoryNode[];
}

const str = (value: unknown, fallback = '') => (value === undefined || value === null ? fallback : String(value));

const cachedRead = <T>(guestReader: MallReader, cache: PublicDataCache, key: string, path: string, fallback: T): Promise<T> =>
  cache.get(key, () => guestReader.get<T>(path)).catch(() => fallback);

/** The product category tree (cached): the chrome's category menu and the search box's suggestions. */
export async function loadCategoryTree(guestReader: MallReader, cache: PublicDataCache): Promise<CategoryNode[]> {
  const categories = await cachedRead<{ list?: CategoryNode[] } | undefined>(
    guestReader,
    cache,
    'categoryTree',
    '/api/store/product/category/lst',
    {},
  );
  return Array.isArray(categories?.list) ? categories.list : [];
}

export async function loadPublicLayoutData(guestReader: MallReader, cache: PublicDataCache): Promise<PublicLayoutData> {
  const cached = <T>(key: string, path: string, fallback: T) => cachedRead(guestReader, cache, key, path, fallback);
  const [pcConfig, config, version, hotKeywords, articleCategories, home, categoryTree] = await Promise.all([
    cached<Dict>('pcConfig', '/api/pc/config', {}),
    cached<Dict>('config', '/api/config', {}),
    cached<VersionView | null>('version', '/api/version', null),
    cached<{ keyword: string }[]>('hotKeywords', '/api/common/hot_keyword', []),
    // from /api/article/categories, or the stock article routes when the backend lacks it (footer-articles.ts)
    cache.get('articleCategories', () => loadFooterArticles(guestReader)).catch((): ArticleCategoryView[] => []),
    cached<Dict>('home', '/api/pc/home', {}),
    loadCategoryTree(guestReader, cache),
  ]);
  return {
    pcConfig,
    config,
    version,
    hotKeywords: (Array.isArray(hotKeywords) ? hotKeywords : []).map((item) => str(item.keyword)).filter(Boolean),
    articleCategories: Array.isArray(articleCategories) ? articleCategories : [],
    home,
    categoryTree,
  };
}

function readCartCount(answer: unknown): number {
  // The count of the first item, as a string or a number (docs/product.md §7).
  const first = Array.isArray(answer) ? (answer[0] as { count?: unknown } | undefined) : undefined;
  const count = Number(first?.count ?? 0);
  return Number.isFinite(count) ? count : 0;
}

/**
 * 消息中心's unread count for the header's bell (docs/company-api.md §14.1, docs/adr/0049): one small read per page
 * view of a signed-in company member, none for a guest or a user without a company (no company token: nothing could
 * be addressed to them); null (no bell) when the mall says they are no member or cannot say.
 */
async function loadInboxUnread(reader: MallReader, auth: AuthState): Promise<number | null> {
  if (!auth.userToken || !auth.companyToken) return null;
  const answer = await reader.getOr<{ member?: unknown; count?: unknown } | null>('/api/company/message/unread', null);
  const count = Number(answer?.count);
  return answer?.member === true && Number.isInteger(count) && count >= 0 ? count : null;
}

export async function buildLayoutView(options: {
  request: FastifyRequest;
  reader: MallReader;
  auth: AuthState;
  publicData: PublicLayoutData;
}): Promise<LayoutView> {
  const { request, reader, auth, publicData } = options;
  const { pcConfig, config, home } = publicData;

  const [session, cartCount, inboxUnread] = await Promise.all([
    getSession(reader, auth).catch(() => guestSession()),
    auth.userToken ? reader.getOr<unknown>('/api/user/cart/count', [], undefined).then(readCartCount) : Promise.resolve(0),
    loadInboxUnread(reader, auth),
  ]);

  const banner = home.pc_top_banner as Partial<TopBannerView> | null | undefined;
  const bannerClosed =
    banner?.group_data_id !== undefined && request.cookies[`${TOP_BANNER_COOKIE_PREFIX}${banner.group_data_id}`] !== undefined;
  // Logo, title and unread count are restored from the browser's cookies first (docs/product.md §3), so a page still
  // shows them when the mall's config cannot be read; fresh values from the mall win when present.
  const unreadCookie = Number(request.cookies[UI_COOKIES.unread] ?? 0);
  const titleCookie = request.cookies[UI_COOKIES.title];

  return {
    siteName: str(pcConfig.site_name, str(config.site_name, titleCookie || '商城')),
    siteLogo: str(pcConfig.site_logo, str(request.cookies[UI_COOKIES.logo])),
    siteDomain: ensureTrailingSlash(str(pcConfig.site_url, '/')),
    sysPhone: str(pcConfig.sys_phone),
    wechatQrcode: str(pcConfig.wechat_qrcode),
    siteKeywords: str(pcConfig.site_keywords),
    siteDescription: str(pcConfig.site_description),
    serviceOpen: str(pcConfig.is_open_service, DEFAULT_SERVICE_OPEN),
    settledOpen: str(pcConfig.mer_intention_open, DEFAULT_SETTLED_OPEN),
    svipSwitchOn: switchOn(config.svip_switch_status),
    balanceOn: switchOn(config.balance_func_status),
    integralOn: switchOn(config.integral_status),
    copyright: Array.isArray(pcConfig.copyright) ? (pcConfig.copyright as CopyrightItem[]) : [],
    version: publicData.version,
    hotKeywords: publicData.hotKeywords,
    articleCategories: publicData.articleCategories,
    homeTabs: Array.isArray(home.pc_home_tab) ? (home.pc_home_tab as { label: string; link: string }[]) : [],
    topBanner:
      banner?.image && banner.group_data_id !== undefined && !bannerClosed
        ? { image: str(banner.image), link: str(banner.link), group_data_id: Number(banner.group_data_id) }
        : null,
    categoryTop: publicData.categoryTree.map((node) => ({ store_category_id: node.store_category_id, cate_name: node.cate_name })),
    session,
    cartCount: session.loggedIn ? cartCount : 0,
    unreadCount: session.user?.total_unread ?? (Number.isFinite(unreadCookie) ? unreadCookie : 0),
    inboxUnread: session.loggedIn ? inboxUnread : null,
    show: { header: true, banner: true, footer: true, login: true },
  };
}
