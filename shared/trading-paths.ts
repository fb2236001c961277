// Trading paths: calls that act for the purchasing entity. While the entity is COMPANY and a company
// token exists, the BFF sends the company token on these paths; everything else uses the user token.
// Listed once here and mirrored in docs/bff-contract.md.

export const TRADING_PATH_PREFIXES = [
  '/api/user/cart/', // cart, including /api/user/cart/count
  '/api/order/', // orders, payment (/api/order/pay/:id), group orders
  '/api/v2/order/', // order check and create
  '/api/presell/', // presell order payment
  '/api/refund/', // refunds
  '/api/coupon/receive/', // receiving a coupon
  '/api/coupon/list', // coupons received
  '/api/user/receipt/', // invoices (receipts)
  '/api/user/address/', // delivery addresses
  '/api/user/bill', // balance bills
  '/api/user/recharge', // balance recharge
  '/api/recharge/', // recharge payment
  '/api/user/statement', // statements
  '/api/statement/',
  '/api/user/remittance', // remittances
  '/api/remittance/',
  '/api/intention/', // settlement records
  '/api/company/user', // company user management
] as const;

/** Always the user token, whatever the entity. */
const USER_TOKEN_ONLY = [/^\/api\/auth\//, /^\/api\/user$/];

export function isTradingPath(pathname: string): boolean {
  if (USER_TOKEN_ONLY.some((pattern) => pattern.test(pathname))) return false;
  return TRADING_PATH_PREFIXES.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix));
}
