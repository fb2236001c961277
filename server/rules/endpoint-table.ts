// The one table of the endpoints the BFF treats specially (docs/bff-contract.md §2). Validation, rate limits,
// token choice, login capture, logout and the cross-site guard all read their rules from here through
// ruleFor (rule-for.ts); no other server file writes a path rule. Paths are written as they are matched
// (request-target.ts, docs/adr/0012-one-resolved-path.md): lower case, no repeated or trailing slashes, %-escapes
// decoded, no `.html` suffix.
import type { z } from 'zod';
import {
  ChangePasswordInputSchema,
  ChangePhoneInputSchema,
  LoginInputSchema,
  ProfileInputSchema,
  RegisterInputSchema,
  SendCodeInputSchema,
  SmsLoginInputSchema,
} from '#shared/schemas/auth-schemas.ts';
import {
  ApprovalApproveInputSchema,
  ApprovalLimitInputSchema,
  ApprovalRejectInputSchema,
} from '#shared/schemas/company-approval-schemas.ts';
import { StatementDisputeInputSchema } from '#shared/schemas/company-statement-schemas.ts';
import { QuickOrderCartInputSchema, QuickOrderCheckInputSchema } from '#shared/schemas/company-quick-order-schemas.ts';
import { RemittanceCreateInputSchema } from '#shared/schemas/company-finance-schemas.ts';
import {
  CompanyInviteInputSchema,
  CompanyMemberRoleInputSchema,
  CompanyMemberStatusInputSchema,
  CompanyProfileInputSchema,
} from '#shared/schemas/company-members-schemas.ts';
import {
  AddressInputSchema,
  EvaluationInputSchema,
  OrderCheckInputSchema,
  OrderCreateInputSchema,
  PayInputSchema,
  ReceiptInputSchema,
  ReceiptTitleInputSchema,
} from '#shared/schemas/trade-schemas.ts';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/** Per-client counting buckets; their limits come from RATE_LIMIT_*_PER_MINUTE. */
export type RateBucket = 'sms' | 'login' | 'captcha';

/** 'trading': the company token while the entity is COMPANY and a company account exists, else the user token. */
export type TokenKind = 'none' | 'user' | 'trading';

/** Answers whose tokens move into cookies: a login, a QR poll, the company-token call. */
export type CaptureKind = 'login' | 'qr-check' | 'company-token';

/**
 * 'mall': forwarded to the mall; 'bff': answered by the BFF itself. Both refuse cross-site writes. 'open': the open
 * API for procurement systems (server/open-api/), bearer tokens and no cookies, so no cross-site guard.
 */
export type Area = 'mall' | 'bff' | 'open';

export interface EndpointRow {
  /** '*' = every method */
  methods: readonly HttpMethod[] | '*';
  /**
   * exact: the canonical path itself. prefix: a prefix ending in '/' matches the paths under it and itself
   * without the slash; a prefix without '/' matches every path that starts with it.
   */
  match: 'exact' | 'prefix';
  path: string;
  /** one line for people; docs/bff-contract.md shows it */
  what: string;
  area?: Area;
  /**
   * checked before forwarding, against the parameters the mall will read (query and body merged); a failure
   * answers 400 with the first message and the mall is not called
   */
  schema?: z.ZodType;
  bucket?: RateBucket;
  token?: TokenKind;
  capture?: CaptureKind;
  /** captcha answers: their `token` is a challenge id the browser echoes back, not a credential */
  keepTokens?: true;
  /** every auth cookie is cleared after the call, whatever the mall answered */
  logout?: true;
  /** cross-site writes allowed: the open API (which reads no cookie) and the PunchOut calls of other systems (docs/punchout.md) */
  csrfExempt?: true;
  /** a mall route only the BFF itself calls (the open API's token exchange): never forwarded from a browser, 404 */
  notForwarded?: true;
  /** a POST the mall answers as a plain read: page loaders may send it through the server reader's postRead */
  serverRead?: true;
  /**
   * A public GET: asked without a login, it is answered from the public-read cache, kept this many seconds
   * (server/proxy/mall-proxy-plugin.ts over server/cache/answer-cache.ts; the mall's Cache-Control wins when it
   * sends one).
   */
  cacheSeconds?: number;
  /**
   * true: the answer is the visitor's own data, so a read that finds the login gone is not read again as a
   * guest. false marks a public read under a personal prefix. Unlisted reads are public.
   */
  personal?: boolean;
}

type Fields = Omit<EndpointRow, 'methods' | 'match' | 'path' | 'what'>;
type Methods = EndpointRow['methods'];

const exact = (methods: Methods, path: string, what: string, fields: Fields): EndpointRow => ({
  methods,
  match: 'exact',
  path,
  what,
  ...fields,
});
const prefix = (methods: Methods, path: string, what: string, fields: Fields): EndpointRow => ({
  methods,
  match: 'prefix',
  path,
  what,
  ...fields,
});
/** Trading calls act for the purchasing entity: its own data, never read as a guest. */
const trading = (path: string, what: string): EndpointRow => prefix('*', path, what, { token: 'trading', personal: true });

const CAPTCHA = { token: 'none', keepTokens: true } as const;

/** A public read a guest may be answered from the cache, kept `seconds`. */
const cachedRead = (match: 'exact' | 'prefix', path: string, what: string, seconds: number): EndpointRow =>
  (match === 'exact' ? exact : prefix)(['GET'], path, what, { cacheSeconds: seconds });

/**
 * Rows may overlap: every row that matches adds its fields, the more specific row winning a field
 * (an exact path beats a prefix, a longer prefix a shorter one, named methods beat '*').
 */
export const ENDPOINT_TABLE: readonly EndpointRow[] = [
  // Areas.
  prefix('*', '/api/', 'the mall API, forwarded', { area: 'mall' }),
  prefix('*', '/bff/', "the BFF's own endpoints", { area: 'bff' }),
  prefix('*', '/open/', 'the open API for procurement systems (docs/open-api.md): bearer tokens, never cookies', {
    area: 'open',
    csrfExempt: true,
    token: 'none',
  }),
  // The mall's token exchange for procurement systems takes the caller's IP in its body and writes audit rows:
  // only server/open-api/ may call it, with the address the BFF saw (docs/adr/0105).
  prefix('*', '/api/open/', "the mall's token exchange for the open API: never forwarded from a browser", { notForwarded: true }),
  prefix('*', '/punchout/', 'PunchOut for procurement systems (docs/punchout.md)', { area: 'bff' }),
  // Called by the buyer's procurement system, not by our pages: exempt from the cross-site guard, exactly these.
  exact(['POST'], '/punchout/cxml/setup', 'cXML PunchOutSetupRequest (server to server)', { csrfExempt: true }),
  exact(['POST'], '/punchout/cxml/order', 'cXML OrderRequest (server to server)', { csrfExempt: true }),
  exact(['POST'], '/punchout/oci/start', "SAP OCI start, posted by the buyer's browser from its SRM", { csrfExempt: true }),

  // Sign-in and the account.
  exact(['POST'], '/api/auth/login', 'password login', { schema: LoginInputSchema, bucket: 'login', capture: 'login' }),
  exact(['POST'], '/api/auth/smslogin', 'SMS login', { schema: SmsLoginInputSchema, bucket: 'login', capture: 'login' }),
  exact(['POST'], '/api/auth/register', 'register', { schema: RegisterInputSchema, bucket: 'login', capture: 'login' }),
  exact(['POST'], '/api/auth/verify', 'send an SMS code', { schema: SendCodeInputSchema, bucket: 'sms' }),
  exact(['POST'], '/api/user/change_pwd', 'reset the password', { schema: ChangePasswordInputSchema }),
  exact(['GET'], '/api/pc/login/scan', 'start a QR login', { bucket: 'login' }),
  exact(['POST'], '/api/pc/login/scan/check', 'poll a QR login', { capture: 'qr-check' }),
  exact('*', '/api/company/token', 'the company account of the user', { token: 'user', capture: 'company-token' }),
  exact(['POST'], '/api/logout', 'log out', { logout: true }),
  prefix('*', '/api/user/', "the visitor's account and everything under it", { personal: true }),
  exact(['POST'], '/api/user/change/info', 'change the nickname or avatar', { schema: ProfileInputSchema }),
  exact(['POST'], '/api/user/change/phone', 'change the bound phone', { schema: ChangePhoneInputSchema }),

  // Captchas: fetched and checked without a token; their challenge token stays in the answer.
  exact(['GET'], '/bff/captcha', 'a captcha for the login forms', { bucket: 'captcha' }),
  // both kinds (slider and click-words) where CRMEB-MER v2.3.1 serves them; no backend needs the root /ajcaptcha
  exact(['GET'], '/api/ajcaptcha', 'slider and click-words captcha', { ...CAPTCHA, bucket: 'captcha' }),
  exact(['POST'], '/api/ajcheck', 'slider and click-words captcha check', CAPTCHA),

  // Public reads: a guest's GET is answered from a short-lived shared cache (docs/bff-contract.md §1.1). The
  // seconds follow how fast the data changes: flash-sale and stock-bearing answers briefly, settings longer.
  cachedRead('exact', '/api/pc/config', 'the PC site settings', 60),
  cachedRead('exact', '/api/config', 'the site settings', 60),
  cachedRead('exact', '/api/version', 'the version and site name', 300),
  cachedRead('exact', '/api/common/hot_keyword', 'the hot search words', 60),
  cachedRead('exact', '/api/article/categories', 'the footer columns', 300),
  cachedRead('exact', '/api/pc/home', 'the home page blocks', 30),
  cachedRead('exact', '/api/pc/rec_list', 'recommended products of the home page', 30),
  cachedRead('prefix', '/api/pc/hot_banner/', 'banners of a listing (/api/pc/hot_banner/:type)', 60),
  cachedRead('prefix', '/api/pc/mer_config/', 'a store page header (/api/pc/mer_config/:id)', 60),
  cachedRead('exact', '/api/store/product/category/lst', 'the category tree', 300),
  cachedRead('exact', '/api/store/product/brand/lst', 'the brands', 300),
  cachedRead('exact', '/api/product/spu/lst', 'product listings and search', 15),
  cachedRead('prefix', '/api/product/spu/hot/', 'ranked products (/api/product/spu/hot/:type)', 30),
  cachedRead('exact', '/api/product/spu/recommend', 'recommended products', 30),
  cachedRead('prefix', '/api/product/spu/merchant/', "a store's products (/api/product/spu/merchant/:id)", 15),
  cachedRead('exact', '/api/product/spu/params', 'parameter filters of a listing', 300),
  cachedRead('prefix', '/api/store/product/detail/', 'a product as a guest sees it (/api/store/product/detail/:id)', 10),
  cachedRead('prefix', '/api/store/product/price_rule/', "a category's price explanation", 300),
  cachedRead('prefix', '/api/store/product/reply/lst/', "a product's reviews", 30),
  cachedRead('exact', '/api/store/product/seckill/select', 'flash-sale time slots', 5),
  cachedRead('exact', '/api/store/product/seckill/lst', 'flash-sale products', 5),
  cachedRead('prefix', '/api/store/product/seckill/detail/', 'a flash-sale product', 5),
  cachedRead('exact', '/api/store/product/presell/lst', 'presale products', 10),
  cachedRead('exact', '/api/store/merchant/lst', 'the shop street', 60),
  cachedRead('prefix', '/api/store/merchant/detail/', 'a store (/api/store/merchant/detail/:id)', 60),
  cachedRead('prefix', '/api/store/merchant/category/lst/', "a store's categories", 300),
  cachedRead('exact', '/api/article/list', 'news', 60),
  cachedRead('prefix', '/api/article/lst/', 'news of a column (/api/article/lst/:cid)', 60),
  cachedRead('prefix', '/api/article/detail/', 'a news article', 60),
  cachedRead('prefix', '/api/agreement/', 'an agreement text (/api/agreement/:key)', 300),

  // Buying: bodies checked before forwarding. An `:id` endpoint is a prefix row, so its every id (and any
  // segment after it, which the mall may route to the same action) is checked.
  exact(['POST'], '/api/v2/order/check', 'price an order', { schema: OrderCheckInputSchema }),
  exact(['POST'], '/api/v2/order/create', 'place an order', { schema: OrderCreateInputSchema }),
  prefix(['POST'], '/api/order/pay/', 'pay a group order (/api/order/pay/:id)', { schema: PayInputSchema }),
  prefix(['POST'], '/api/order/receipt/', 'ask for the invoice of an order (/api/order/receipt/:id)', { schema: ReceiptInputSchema }),
  prefix(['POST'], '/api/reply/', 'evaluate an ordered product (/api/reply/:id)', { schema: EvaluationInputSchema }),
  exact(['POST'], '/api/user/address/create', 'add or edit a delivery address', { schema: AddressInputSchema }),
  exact(['POST'], '/api/user/receipt/create', 'save an invoice title', { schema: ReceiptTitleInputSchema }),
  prefix(['POST'], '/api/user/receipt/update/', 'change a saved invoice title (/api/user/receipt/update/:id)', {
    schema: ReceiptTitleInputSchema,
  }),
  prefix(['POST'], '/api/order/express/', 'the courier timeline of an order (/api/order/express/:id)', { serverRead: true }),

  // Trading: calls that act for the purchasing entity.
  trading('/api/user/cart/', 'cart, including /api/user/cart/count'),
  trading('/api/order/', 'orders, payment (/api/order/pay/:id), group orders'),
  trading('/api/v2/order/', 'order check and create'),
  trading('/api/presell/', 'presell order payment'),
  trading('/api/refund/', 'refunds'),
  trading('/api/reply/', 'evaluating the products of an order'),
  trading('/api/coupon/receive/', 'receiving a coupon'),
  trading('/api/coupon/list', 'coupons received'),
  trading('/api/user/receipt/', 'invoices (receipts)'),
  trading('/api/user/address/', 'delivery addresses'),
  trading('/api/user/bill', 'balance bills'),
  trading('/api/user/integral/', 'points summary and ledger'),
  trading('/api/user/recharge', 'balance recharge'),
  trading('/api/recharge/', 'recharge payment'),
  trading('/api/user/statement', 'statements'),
  trading('/api/statement/', 'statements'),
  trading('/api/user/remittance', 'remittances'),
  trading('/api/remittance/', 'remittances'),
  trading('/api/intention/', 'settlement records'),
  exact(['GET'], '/api/intention/cate', 'merchant categories for the settlement form', { personal: false }),
  exact(['GET'], '/api/intention/type', 'store types for the settlement form', { personal: false }),
  trading('/api/company/', 'the company area (users, orders, finance); /api/company/token excepted'),
  // Company approvals (docs/company-api.md §5): member limits and decision comments, checked before forwarding.
  prefix(['POST'], '/api/company/approval/limit/', "set a member's spending limits (/:uid)", { schema: ApprovalLimitInputSchema }),
  prefix(['POST'], '/api/company/approval/approve/', 'approve a held order (/:id)', { schema: ApprovalApproveInputSchema }),
  prefix(['POST'], '/api/company/approval/reject/', 'reject a held order (/:id)', { schema: ApprovalRejectInputSchema }),
  // Quick order (docs/company-api.md §6): for personal and company buyers alike, so the purchasing entity's token;
  // the rows and the add-to-cart key are checked before forwarding; the file upload streams through.
  trading('/api/quick_order/', 'quick order: check rows, read an uploaded file, the template, add to the cart'),
  exact(['POST'], '/api/quick_order/check', 'check quick-order rows', { schema: QuickOrderCheckInputSchema }),
  exact(['POST'], '/api/quick_order/cart', 'add checked quick-order rows to the cart', { schema: QuickOrderCartInputSchema }),
  // Company members (docs/company-api.md §2): the profile and member changes, checked before the mall sees them.
  exact(['POST'], '/api/company/info', 'submit the company profile for verification', { schema: CompanyProfileInputSchema }),
  exact(['POST'], '/api/company/member/invite', 'invite a member by phone', { schema: CompanyInviteInputSchema }),
  prefix(['POST'], '/api/company/member/role/', "change a member's role (/api/company/member/role/:uid)", {
    schema: CompanyMemberRoleInputSchema,
  }),
  prefix(['POST'], '/api/company/member/status/', 'disable or enable a member (/api/company/member/status/:uid)', {
    schema: CompanyMemberStatusInputSchema,
  }),

  // Company statements (docs/company-api.md §4): the dispute reason is checked before it is forwarded.
  prefix(['POST'], '/api/company/statement/dispute/', 'dispute a statement (/api/company/statement/dispute/:id)', {
    schema: StatementDisputeInputSchema,
  }),

  // Company area, finance (docs/company-api.md §3): the remittance form, checked before forwarding.
  exact(['POST'], '/api/company/remittance/create', 'submit an offline remittance', { schema: RemittanceCreateInputSchema }),
];
