// The recorded answers (fixtures/*.json): a few categories, three products, two stores, coupons, one flash-sale
// and one presale product, and the article columns 16 to 22, in the shapes stock CRMEB-MER v2.3 answers. They
// were once taken from the demo mall and trimmed by hand; they do not follow it any more.
import { readFileSync } from 'node:fs';

type Dict = Record<string, unknown>;
type Row = Record<string, unknown>;

const read = <T>(name: string): T => JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as T;

export const SITE = read<{
  pcConfig: Dict;
  config: Dict;
  version: Dict;
  hotKeyword: Row[];
  pcHome: Dict;
  hotBanner: Row[];
  merCategory: Row[];
  intentionType: Row[];
  intentionCate: Row[];
  agreements: Record<string, Dict>;
  sliderCaptcha: Dict;
  imageCaptcha: Dict;
}>('site');

export const CATALOGUE = read<{
  categoryTree: Dict;
  hotRankingTabs: Row[];
  hotRanking: Row[];
  brands: { count: number; list: Row[] };
  params: Row[];
  products: { count: number; list: Row[] };
  recList: { count: number; list: Row[] };
  productDetail: Row;
  replies: { count: number; list: Row[] } & Dict;
}>('catalogue');

export const ACTIVITIES = read<{
  seckillSelect: Dict;
  seckillProducts: { count: number; list: Row[] };
  seckillDetail: Row;
  presellProducts: { count: number; list: Row[] };
  presellDetail: Row;
}>('activities');

export const MERCHANTS = read<{
  merchants: { count: number; list: Row[] };
  merchantDetail: Row;
  merConfig: Dict;
  merchantCategories: Row[];
  coupons: { count: number; list: Row[] };
  storeCoupons: Row[];
  productCoupons: Row[];
}>('merchants');

export const ARTICLES = read<{ categories: Row[]; articles: Row[]; contents: Record<string, string> }>('articles');

/** The one account of the recorded mall (docs/mall-api.md §2.2 user row, trimmed). */
export const STOCK_ACCOUNT = { phone: '13900000009', password: 'Stock@2026' } as const;

export const STOCK_USER = {
  uid: 9,
  account: STOCK_ACCOUNT.phone,
  nickname: '王采购',
  // CRMEB's default avatar, root-relative to the mall (buying-fixtures.ts DEFAULT_AVATAR)
  avatar: '/static/f.png',
  phone: STOCK_ACCOUNT.phone,
  sex: 0,
  now_money: '1280.00',
  integral: 300,
  user_type: 'h5',
  is_promoter: 0,
  pay_count: 3,
  pay_price: '2380.50',
  is_svip: 0,
  member_level: 1,
  total_collect_product: 2,
  total_collect_store: 1,
  total_coupon: 1,
  total_visit_product: 12,
  total_unread: 0,
  total_recharge: '0.00',
  total_consume: '2380.50',
  sign_status: false,
};
