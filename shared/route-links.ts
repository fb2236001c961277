// The paths every page's header, top bar and footer link to, and the small link builders pages share: apart from
// the route table (routes.ts), which builds its entries from these, so every page's header does not carry the
// whole table (docs/adr/0100).

export const CHROME_PATHS = {
  home: '/',
  shoppingCart: '/shopping_cart',
  merchantSettled: '/merchant_settled',
  newsList: '/news_list',
  orderList: '/user/order_list',
  balance: '/user/balance',
  quickOrder: '/quick_order',
  login: '/login',
} as const;

/** Nested /store pages (store home, category, storeCoupon). */
export const STORE_PAGES = {
  home: { path: '/store', name: '店铺首页' },
  category: { path: '/store/category', name: '店铺分类' },
  storeCoupon: { path: '/store/storeCoupon', name: '店铺优惠券' },
} as const;

/** Only same-site relative paths are honoured, so fromPath cannot send the shopper elsewhere. */
export function safeFromPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (/[\r\n\t]/.test(value) || /^\/[a-z][a-z0-9+.-]*:/i.test(value)) return '/';
  return value;
}

export function loginHref(fromPath: string): string {
  return `/login?fromPath=${encodeURIComponent(safeFromPath(fromPath))}`;
}

export function pageTitle(pageName: string, siteName: string): string {
  return siteName ? `${pageName}-${siteName}` : pageName;
}

export const goodsDetailHref = (id: number | string) => `/goods_detail/${id}`;
export const seckillDetailHref = (id: number | string) => `/goods_seckill_detail/${id}`;
export const presellDetailHref = (id: number | string) => `/goods_presell_detail/${id}`;
export const newsDetailHref = (id: number | string) => `/news_detail/${id}`;
