// The calls the storefront relies on, in one table with who uses them: what `npm run contract` asks a backend
// (docs/mall-api.md §5, README "Using a real CRMEB-style backend"). Every GET here is read-only; the account
// part logs in (nothing else is written here: the opt-in cart probe is cart-probe.ts). Beyond the outer shape,
// `check` looks at the fields the pages read (page-reads.ts). Paths with `{name}` take an id an earlier answer
// gave (a product from the product list, a store from the shop street, ...), so the check asks for records the
// backend has. A unit test keeps this table and the endpoint table's public reads and the pages' reads in step.
import type { AnswerShape } from './answer-shape.ts';
import { categoryTreeDifference, paramRowsDifference, productDetailDifference, userDifference } from './page-reads.ts';
import { switchDifference, switchReport } from './shop-switches.ts';

/** Ids found in earlier answers, for the calls that read one record. */
export interface FoundIds {
  product?: number;
  productCategory?: number;
  merchant?: number;
  seckill?: number;
  presell?: number;
  article?: number;
  articleCategory?: number;
  coupon?: number;
  rankingCategory?: number;
  /** a SKU of `product` with stock: the cart probe buys one piece of it */
  productUnique?: string;
}

export interface ContractCall {
  method: 'GET' | 'POST';
  /** path and query; `{name}` is a FoundIds entry */
  url: string;
  /** the page or feature that reads it */
  usedBy: string;
  shape: AnswerShape;
  /** what the storefront falls back to without it ("falls back to …"): such a missing call does not fail the verdict */
  fallback?: string;
  /** asked only with --account; 'login' is the login itself, 'user' sends its token */
  account?: 'login' | 'user';
  /** a CRMEB failure (`{status: 400, message}`) is a proper answer here: any (e.g. 暂无企业账号), or only these messages */
  failureIsAnswer?: true | readonly string[];
  /** the fields the pages read in `data`: null when present, else how the answer differs */
  check?: (data: unknown) => string | null;
  /** lines printed under the table from a good answer (the switches of /api/config) */
  report?: (data: unknown) => string[];
  /** ids this answer gives later calls */
  finds?: (data: unknown) => FoundIds;
}

type Row = Record<string, unknown>;

const firstOf = (data: unknown): Row | undefined => {
  const list = Array.isArray(data) ? data : (data as { list?: unknown } | null)?.list;
  return Array.isArray(list) && typeof list[0] === 'object' && list[0] !== null ? (list[0] as Row) : undefined;
};
const idOf = (row: Row | undefined, field: string): number | undefined => {
  const value = Number(row?.[field]);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

const FOOTER_IDS = [16, 17, 18, 19, 20, 21, 22];

const get = (url: string, usedBy: string, shape: AnswerShape, more: Partial<ContractCall> = {}): ContractCall => ({
  method: 'GET',
  url,
  usedBy,
  shape,
  ...more,
});

export const CONTRACT_CALLS: readonly ContractCall[] = [
  // The chrome of every page
  get('/api/pc/config', 'every page: site name, logo, hotline, copyright', 'object'),
  get('/api/config', 'every page: switches; payment choices', 'object', { check: switchDifference, report: switchReport }),
  get('/api/version', 'every page: footer version line; /readyz', 'object'),
  get('/api/common/hot_keyword', 'every page: hot search words', 'array'),
  get('/api/pc/home', 'every page: nav tabs, top banner; / banners', 'object'),
  get('/api/store/product/category/lst', 'every page: category menu; /goods_categories', 'object', { check: categoryTreeDifference }),
  get('/api/article/categories', 'every page: footer article columns', 'array', {
    fallback: '/api/article/category/lst and /api/article/lst/:cid for the footer columns 16-22',
  }),
  get('/api/article/category/lst', '/news_list tabs; footer columns (fallback)', 'array', {
    finds: (data) => {
      const rows = Array.isArray(data) ? (data as Row[]) : [];
      const footer = rows.find((row) => FOOTER_IDS.includes(Number(row.article_category_id)));
      const id = idOf(footer ?? rows[0], 'article_category_id');
      return id ? { articleCategory: id } : {};
    },
  }),
  get('/api/article/lst/{articleCategory}?page=1&limit=10', '/news_list; footer columns (fallback)', 'paged'),
  get('/api/article/list', '/news_list, /news_detail: latest news', 'paged', {
    finds: (data) => ({ article: idOf(firstOf(data), 'article_id') }),
  }),
  get('/api/article/detail/{article}', '/news_detail/:id', 'object'),

  // Listings
  get('/api/product/spu/lst?page=1&limit=20&common=1', '/goods_search, /goods_cate, /goods_label', 'paged', {
    finds: (data) => {
      const row = firstOf(data);
      return { product: idOf(row, 'product_id'), productCategory: idOf(row, 'cate_id'), merchant: idOf(row, 'mer_id') };
    },
  }),
  get('/api/store/product/brand/lst?page=1&limit=999', 'listings: brand filter', 'paged'),
  // without a category or keyword stock answers {count: 0, list: []}: asked as a category listing asks it
  get('/api/product/spu/params?cate_pid={productCategory}&is_pc=1', 'listings: parameter filter', 'array', { check: paramRowsDifference }),
  get('/api/intention/type', 'listings: store-type filter', 'array'),
  get('/api/product/spu/hot/best?page=1&limit=15&common=1', '/, /goods_list', 'paged'),
  get('/api/product/spu/recommend?page=1&limit=5&common=1', '/goods_list, /store', 'paged'),
  get('/api/pc/hot_banner/best', '/goods_list banner', 'array'),
  get('/api/pc/rec_list?page=1&limit=3', '/ category blocks', 'paged'),
  get('/api/store/product/category/hotranking', '/goods_ranking tabs', 'array', {
    finds: (data) => ({ rankingCategory: idOf(firstOf(data), 'store_category_id') }),
  }),
  get('/api/product/spu/get_hot_ranking?cate_pid={rankingCategory}', '/goods_ranking', 'array'),

  // Activities
  get('/api/store/product/seckill/select', '/, /goods_seckill: time slots', 'object'),
  get('/api/store/product/seckill/lst?page=1&limit=10', '/, /goods_seckill', 'paged', {
    finds: (data) => ({ seckill: idOf(firstOf(data), 'product_id') }),
  }),
  get('/api/store/product/seckill/detail/{seckill}', '/goods_seckill_detail/:id', 'object'),
  get('/api/store/product/presell/lst?page=1&limit=16', '/goods_presell', 'paged', {
    finds: (data) => ({ presell: idOf(firstOf(data), 'product_presell_id') }),
  }),
  get('/api/store/product/presell/detail/{presell}', '/goods_presell_detail/:id', 'object'),

  // A product
  get('/api/store/product/detail/{product}', '/goods_detail/:id', 'object', {
    check: productDetailDifference,
    finds: (data) => {
      const skus = Object.values(((data as { sku?: unknown } | null)?.sku ?? {}) as Record<string, Row>);
      const unique = skus.find((sku) => Number(sku.stock) > 0 && typeof sku.unique === 'string')?.unique;
      return typeof unique === 'string' ? { productUnique: unique } : {};
    },
  }),
  get('/api/store/product/reply/lst/{product}?page=1&limit=10&type=0', 'product pages: reviews', 'paged'),
  // a shop without a price rule for the category answers {status: 400, message: '规则不存在'}: the page shows none
  get('/api/store/product/price_rule/{productCategory}', 'product pages: price explanation', 'object', { failureIsAnswer: ['规则不存在'] }),
  get('/api/coupon/product?ids={product}', 'product pages: coupons', 'array'),

  // Coupons
  get('/api/coupon/getlst?page=1&limit=15', '/coupon_center, /', 'paged', {
    finds: (data) => ({ coupon: idOf(firstOf(data), 'coupon_id') }),
  }),
  get('/api/product/spu/coupon_product?coupon_id={coupon}&page=1&limit=20', '/goods_coupon', 'paged'),

  // Stores
  get('/api/store/merchant/lst?page=1&limit=10', '/shop_street, /shop_more, /', 'paged', {
    finds: (data) => ({ merchant: idOf(firstOf(data), 'mer_id') }),
  }),
  get('/api/pc/mer_category', '/shop_street tabs', 'array'),
  get('/api/store/merchant/detail/{merchant}', '/store pages, /qualifications', 'object'),
  get('/api/pc/mer_config/{merchant}', '/store pages: banners', 'object'),
  get('/api/store/merchant/category/lst/{merchant}', '/store pages, product pages: store categories', 'array'),
  get('/api/product/spu/merchant/{merchant}?page=1&limit=12', '/store, /store/category', 'paged'),
  get('/api/coupon/store/{merchant}?all=1', '/store/storeCoupon, product pages', 'array'),

  // Texts, forms and captchas
  get('/api/agreement/sys_user_agree', '/privacy_agreement, login agreement', 'object'),
  get('/api/agreement/sys_userr_privacy', '/privacy_agreement', 'object'),
  get('/api/intention/cate', '/merchant_settled form', 'array'),
  get('/api/ajcaptcha?captchaType=blockPuzzle', 'login, SMS: slider captcha', 'object'),
  get('/api/captcha', '/qualifications: image captcha', 'object'),
  get('/api/ajcaptcha?captchaType=clickWord', '/login/verify?type=clickWord: click-words captcha', 'object', {
    fallback: 'the slider captcha for logins; the click-words page shows the error',
  }),
  get('/api/config/group/zone_config', 'login: registration park list', 'array', {
    fallback: 'a note on the registration form: park list unavailable, registration closed',
  }),

  // With an account
  {
    method: 'POST',
    url: '/api/auth/login',
    usedBy: 'login (password)',
    shape: 'token',
    account: 'login',
  },
  get('/api/user', 'every page when logged in: the session', 'object', { account: 'user', check: userDifference }),
  get('/api/user/cart/count', 'every page when logged in: cart badge', 'cart-count', { account: 'user' }),
  get('/api/company/token', 'company buyers: the company token', 'token', {
    account: 'user',
    failureIsAnswer: true,
    fallback: 'personal buying: no company account, the company pages answer 403',
  }),
  // Sent with the user token here: a stock backend answers 暂无企业账号 or a 404, and the storefront shows list prices.
  get(
    '/api/company/agreement_price/batch?product_ids={product}',
    'pages under 企业: the agreed prices of the products shown (docs/company-api.md §9)',
    'object',
    {
      account: 'user',
      failureIsAnswer: true,
      fallback: 'list prices on every surface; order/check still charges what the backend agreed',
    },
  ),
  get('/api/company/message/unread', 'every page when logged in: 消息中心’s bell (docs/company-api.md §14.1)', 'object', {
    account: 'user',
    failureIsAnswer: true,
    fallback: 'no bell in the header',
  }),
];

/** The calls' `{name}` placeholders, in order. */
export function placeholdersOf(url: string): (keyof FoundIds)[] {
  return [...url.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as keyof FoundIds);
}
