// Every cookie this storefront uses. Auth cookies are HttpOnly and handled only by server/auth/token-cookies.ts;
// the others are plain preferences the browser may set.

export const AUTH_COOKIES = {
  userToken: 'mall_ut',
  companyToken: 'mall_ct',
  companyName: 'mall_cn',
  entity: 'mall_entity',
  /** a PunchOut session's id (server/punchout/): where 返回采购系统 sends the cart */
  punchout: 'mall_po',
} as const;

/** Closing the top banner sets `<prefix><group_data_id>=1` (docs/product.md §4). */
export const TOP_BANNER_COOKIE_PREFIX = 'mall_top_banner_';

/** Logo, title and unread count restored on the server at the start of each render (docs/product.md §3). */
export const UI_COOKIES = {
  logo: 'mall_logo',
  title: 'mall_title',
  unread: 'mall_unread',
} as const;
