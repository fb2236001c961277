// The routes of the recorded stock mall: every public GET the storefront's pages read, the stock article routes
// (but not /api/article/categories), the login, user and cart-count calls an operator's contract check makes,
// and buying and the user centre (buying-routes.ts). A route it does not list gets the HTML shell, as stock
// CRMEB answers a route it lacks.
import { ACTIVITIES, ARTICLES, CATALOGUE, MERCHANTS, SITE, STOCK_ACCOUNT, STOCK_USER } from './fixtures.ts';
import { fail, ok, paged } from './crmeb-answers.ts';
import { BUYING_ROUTES } from './buying-routes.ts';
import { type Answer, forced, get, type Handler, post, type StockRequest, type StockRoute } from './route-kit.ts';

export type { StockRoute } from './route-kit.ts';

const page = (request: StockRequest) => Math.max(1, Number.parseInt(request.query.get('page') ?? '1', 10) || 1);
const idOf = (request: StockRequest, name = 'id') => Number(request.params[name]);

/** One record answered for its own id; any other id fails as CRMEB does for it. */
const byId =
  (record: Answer, idField: string, message: string, param = 'id'): Handler =>
  (request) =>
    idOf(request, param) === Number(record[idField]) ? ok(record) : fail(message);

const productList: Handler = (request) => ok(paged(CATALOGUE.products, page(request)));

const listedStore = (id: number) =>
  MERCHANTS.merchants.list.find((row) => Number(row.mer_id) === id) ??
  (id === Number(MERCHANTS.merchantDetail.mer_id) ? MERCHANTS.merchantDetail : undefined);

const articlesOf = (cid: number) => ARTICLES.articles.filter((row) => Number(row.cid) === cid);

export const STOCK_ROUTES: readonly StockRoute[] = [
  // Site
  get('/api/pc/config', () => ok(SITE.pcConfig)),
  get('/api/config', () => ok(SITE.config)),
  get('/api/version', () => ok(SITE.version)),
  get('/api/common/hot_keyword', () => ok(SITE.hotKeyword)),
  get('/api/pc/home', () => ok(SITE.pcHome)),
  get('/api/pc/hot_banner/:type', (request) =>
    ok(['new', 'hot', 'best', 'good'].includes(request.params.type ?? '') ? SITE.hotBanner : []),
  ),
  get('/api/pc/mer_category', () => ok(SITE.merCategory)),
  get('/api/intention/type', () => ok(SITE.intentionType)),
  get('/api/intention/cate', () => ok(SITE.intentionCate)),
  get('/api/agreement/:key', (request) => {
    const agreement = SITE.agreements[request.params.key ?? ''];
    return agreement ? ok(agreement) : fail('协议不存在');
  }),

  // Catalogue
  get('/api/store/product/category/lst', () => ok(CATALOGUE.categoryTree)),
  get('/api/store/product/category/hotranking', () => ok(CATALOGUE.hotRankingTabs)),
  get('/api/product/spu/get_hot_ranking', () => ok(CATALOGUE.hotRanking)),
  get('/api/store/product/brand/lst', (request) => ok(paged(CATALOGUE.brands, page(request)))),
  // StoreParams::select: nothing to filter by answers an empty page, a filter the rows (an array)
  get('/api/product/spu/params', (request) =>
    ['keyword', 'cate_id', 'cate_pid', 'mer_cate_id'].some((name) => request.query.get(name))
      ? ok(CATALOGUE.params)
      : ok({ count: 0, list: [] }),
  ),
  get('/api/product/spu/lst', productList),
  get('/api/product/spu/hot/:type', productList),
  get('/api/product/spu/recommend', productList),
  get('/api/product/spu/merchant/:id', productList),
  get('/api/product/spu/coupon_product', (request) =>
    MERCHANTS.coupons.list.some((coupon) => String(coupon.coupon_id) === request.query.get('coupon_id'))
      ? productList(request, { token: '' })
      : fail('优惠券不存在'),
  ),
  get('/api/pc/rec_list', (request) => ok(paged(CATALOGUE.recList, page(request)))),
  get('/api/store/product/detail/:id', byId(CATALOGUE.productDetail, 'product_id', '商品已下架')),
  get('/api/store/product/reply/lst/:id', (request) => ok(paged(CATALOGUE.replies, page(request)))),
  // the recorded shop has no price rule for any category
  get('/api/store/product/price_rule/:id', () => fail('规则不存在')),

  // Flash sales and presales
  get('/api/store/product/seckill/select', () => ok(ACTIVITIES.seckillSelect)),
  get('/api/store/product/seckill/lst', (request) => ok(paged(ACTIVITIES.seckillProducts, page(request)))),
  get('/api/store/product/seckill/detail/:id', byId(ACTIVITIES.seckillDetail, 'product_id', '商品不存在')),
  get('/api/store/product/presell/lst', (request) => ok(paged(ACTIVITIES.presellProducts, page(request)))),
  get('/api/store/product/presell/detail/:id', byId(ACTIVITIES.presellDetail, 'product_presell_id', '商品已下架')),

  // Stores and coupons
  get('/api/store/merchant/lst', (request) => ok(paged(MERCHANTS.merchants, page(request)))),
  get('/api/store/merchant/detail/:id', (request) => {
    if (idOf(request) === Number(MERCHANTS.merchantDetail.mer_id)) return ok(MERCHANTS.merchantDetail);
    // the other listed store: its list row with what the detail adds
    const listed = listedStore(idOf(request));
    return listed ? ok({ ...listed, isset_certificate: false, services_type: 1, care: false }) : fail('店铺已打烊');
  }),
  get('/api/pc/mer_config/:id', (request) => (listedStore(idOf(request)) ? ok(MERCHANTS.merConfig) : fail('商户不存在'))),
  get('/api/store/merchant/category/lst/:id', (request) =>
    ok(idOf(request) === Number(MERCHANTS.merchantDetail.mer_id) ? MERCHANTS.merchantCategories : []),
  ),
  get('/api/coupon/getlst', (request) => ok(paged(MERCHANTS.coupons, page(request)))),
  get('/api/coupon/store/:id', (request) => ok(idOf(request) === Number(MERCHANTS.merchantDetail.mer_id) ? MERCHANTS.storeCoupons : [])),
  get('/api/coupon/product', () => ok(MERCHANTS.productCoupons)),

  // Articles: the stock routes only
  get('/api/article/category/lst', () => ok(ARTICLES.categories)),
  get('/api/article/lst/:cid', (request) => {
    const list = articlesOf(idOf(request, 'cid'));
    return ok(paged({ count: list.length, list }, page(request)));
  }),
  get('/api/article/list', () => ok({ count: 9, list: ARTICLES.articles.filter((row) => Number(row.cid) < 16).slice(0, 9) })),
  get('/api/article/detail/:id', (request) => {
    const article = ARTICLES.articles.find((row) => Number(row.article_id) === idOf(request));
    if (!article) return fail('文章不存在');
    const category = ARTICLES.categories.find((row) => row.article_category_id === article.cid);
    return ok({
      ...article,
      content: { article_content_id: article.article_id, content: ARTICLES.contents[String(article.article_id)] ?? '' },
      articleCategory: category ? { article_category_id: category.article_category_id, title: category.title } : null,
    });
  }),

  // Captchas: the slider of the login forms and the image captcha of a store's licence (no click-words: the
  // root /ajcaptcha is not a stock route)
  get('/api/ajcaptcha', (request) =>
    request.query.get('captchaType') === 'blockPuzzle'
      ? ok(SITE.sliderCaptcha)
      : fail(`captchaType参数不正确：${request.query.get('captchaType') ?? ''}`),
  ),
  get('/api/captcha', () => ok(SITE.imageCaptcha)),

  // Login and the account
  post('/api/auth/login', (request, session) => {
    if (!request.body.account) return fail('请输入账号');
    if (request.body.account !== STOCK_ACCOUNT.phone || request.body.password !== STOCK_ACCOUNT.password) return fail('账号或密码错误');
    return ok({ token: session.token, exp: 604800, expires_time: Math.floor(Date.now() / 1000) + 604800, user: STOCK_USER });
  }),
  get(
    '/api/user',
    forced(() => ok(STOCK_USER)),
  ),
  // a SUM, so a string
  get(
    '/api/user/cart/count',
    forced(() => ok([{ count: '1' }])),
  ),

  // Buying and the user centre
  ...BUYING_ROUTES,
];
