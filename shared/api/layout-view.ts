// The chrome's data (header, top banner, footer, category menu), built on the server for every page.
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
  balanceOn: boolean;
  copyright: CopyrightItem[];
  version: VersionView | null;
  hotKeywords: string[];
  articleCategories: ArticleCategoryView[];
  homeTabs: { label: string; link: string }[];
  /** null when there is none or the visitor closed it (cookie read on the server, so it never flashes) */
  topBanner: TopBannerView | null;
  categoryTree: CategoryNode[];
  session: SessionView;
  cartCount: number;
  unreadCount: number;
  /** visibility flags of docs/product.md §3 */
  show: { header: boolean; banner: boolean; footer: boolean; login: boolean };
}

export function ensureTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
