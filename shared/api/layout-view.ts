// The chrome's data (header, top banner, footer, category menu), built on the server for every page.
import type { AgreementTerms } from '../pricing/agreement-price.ts';
import type { SessionView } from './envelope.ts';

export interface CopyrightItem {
  name: string;
  url: string;
  img: string;
}

export interface ArticleCategoryView {
  article_category_id: number;
  title: string;
  articles: { article_id: number; title: string }[];
}

export interface CategoryNode {
  store_category_id: number;
  cate_name: string;
  pic?: string;
  children?: CategoryNode[];
}

/** A first-level category as the chrome shows it before its menu opens (children load on demand). */
export type CategoryTopView = Pick<CategoryNode, 'store_category_id' | 'cate_name'>;

/** The tree trimmed to what menus and category pages render: ids, names and children (no pictures). */
export function trimCategoryTree(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.map((node) => ({
    store_category_id: node.store_category_id,
    cate_name: node.cate_name,
    ...(node.children?.length ? { children: trimCategoryTree(node.children) } : {}),
  }));
}

export interface TopBannerView {
  image: string;
  link: string;
  group_data_id: number;
}

export interface VersionView {
  status: number;
  year: string;
  url: string;
  beian_sn: string;
  Copyright: string;
}

export interface LayoutView {
  siteName: string;
  siteLogo: string;
  /** always ends with a slash (docs/product.md §3) */
  siteDomain: string;
  sysPhone: string;
  wechatQrcode: string;
  siteKeywords: string;
  siteDescription: string;
  /** '0' or '1' strings, default '0' (docs/product.md §3) */
  serviceOpen: string;
  settledOpen: string;
  svipSwitchOn: boolean;
  /** under 企业: the company's agreed prices in force today, which every surface prices with (docs/trade-pricing.md) */
  agreementPrices?: AgreementTerms[];
  /** the balance feature (balance_func_status on): 我的余额 is offered */
  balanceOn: boolean;
  /** 积分 (integral_status on): 我的积分 is offered */
  integralOn: boolean;
  copyright: CopyrightItem[];
  version: VersionView | null;
  hotKeywords: string[];
  articleCategories: ArticleCategoryView[];
  homeTabs: { label: string; link: string }[];
  /** null when there is none or the visitor closed it (cookie read on the server, so it never flashes) */
  topBanner: TopBannerView | null;
  /**
   * first-level categories only: the whole tree is 16 KB of JSON in every page, so the menu's second and third
   * levels are fetched when it first opens (GET /bff/category-tree, docs/bff-contract.md §4)
   */
  categoryTop: CategoryTopView[];
  session: SessionView;
  cartCount: number;
  unreadCount: number;
  /** 消息中心: the member's unread messages (the header's bell); null for a guest or a visitor in no company */
  inboxUnread: number | null;
  /** visibility flags of docs/product.md §3 */
  show: { header: boolean; banner: boolean; footer: boolean; login: boolean };
}

export function ensureTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
