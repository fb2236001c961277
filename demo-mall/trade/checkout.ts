// Prices a principal's chosen cart lines with the pricing engine (docs/trade-pricing.md): cart rows, the
// catalogue's products and SKUs (fen), the buyer's unused received coupons, SVIP state and points, and the
// choices of the request. Used by order/check and, inside the order's transaction, again by order/create.
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { Product, Sku } from '../catalogue/catalogue-types.ts';
import type { BuyerPurse } from '../accounts/buyer-purse.ts';
import type { CartLine, CartStore } from '../shopping/cart-store.ts';
import type { CouponUser, CouponWallet } from '../shopping/coupon-wallet.ts';
import type { AddressRow, AddressStore } from './address-store.ts';
import { parseLocalTime } from './pricing/catalogue-adapter.ts';
import { priceOrder } from './pricing/price-order.ts';
import { DEMO_PRICING_SETTINGS } from './pricing/pricing-settings.ts';
import type { HeldCoupon, LineProductType, OrderAllocation, PricingCouponType, PricingLine } from './pricing/pricing-types.ts';
import { choicesFromRequest, type CouponRequest } from './pricing/request-choices.ts';
import type { QuotedPriceOf } from './quoted-prices.ts';
import type { StockLedger } from './stock-ledger.ts';
import { agreedPieceFen, agreementQuantityProblem } from '#shared/pricing/agreement-price.ts';
import { type AgreedPrices, NO_AGREED_PRICES } from '../shopping/agreed-prices-port.ts';

export const CHECKOUT_MESSAGES = {
  invalid: '数据无效',
  stock: '库存不足',
  offShelf: '商品已下架',
} as const;

export interface CheckoutRequest extends CouponRequest {
  cart_id: readonly number[];
  address_id: number;
}

export interface PricedLine {
  cart: CartLine;
  product: Product;
  sku: Sku;
  /** 企业协议价 of one piece at the line's quantity, when the company has an agreement for the SKU */
  agreedFen?: number;
}

export interface PricedOrder {
  allocation: OrderAllocation;
  lines: PricedLine[];
  address: AddressRow | undefined;
}

export type CheckoutResult = { ok: true; value: PricedOrder } | { ok: false; message: string };

export interface CheckoutDeps {
  catalogue: Catalogue;
  carts: CartStore;
  wallet: CouponWallet;
  purse: BuyerPurse;
  addresses: AddressStore;
  stock: StockLedger;
  /** 企业协议价: a company's agreed piece price and its quantity rule (docs/trade-pricing.md §Agreed prices) */
  agreedPrices?: AgreedPrices;
  /** a line made by accepting a quote is priced at the quoted unit price (docs/company-api.md §10.5) */
  quotedPriceOf?: QuotedPriceOf;
}

function pricingLine(cart: CartLine, product: Product, sku: Sku, catalogue: Catalogue, quotedFen?: number): PricingLine {
  const line: PricingLine = {
    cartId: cart.cart_id,
    productId: product.product_id,
    merId: product.mer_id,
    productType: product.product_type as LineProductType,
    categoryPath: product.cate_path,
    quantity: cart.cart_num,
    priceFen: quotedFen ?? sku.price,
    svipPriceFen: quotedFen ?? sku.svip_price,
    freeShipping: product.delivery_free === 1,
  };
  const presell = catalogue.activities.presellByProduct.get(product.product_id);
  if (product.product_type === 2 && presell) line.presell = { presellType: presell.presell_type, depositFen: sku.down_price ?? 0 };
  return line;
}

/** The agreed piece price replaces the list price, and SVIP never stacks on it (companies have no SVIP anyway). */
function withAgreedPrice(line: PricingLine, agreedFen: number | undefined): PricingLine {
  return agreedFen === undefined ? line : { ...line, priceFen: agreedFen, svipPriceFen: 0 };
}

function heldCoupon(row: CouponUser, catalogue: Catalogue): HeldCoupon | null {
  const coupon = catalogue.coupons.couponById.get(row.coupon_id);
  if (!coupon) return null;
  return {
    couponUserId: row.coupon_user_id,
    couponId: row.coupon_id,
    merId: row.mer_id,
    type: coupon.type as PricingCouponType,
    title: row.coupon_title,
    amountFen: row.coupon_price_fen,
    thresholdFen: row.use_min_price_fen,
    startsAt: parseLocalTime(row.start_time),
    endsAt: parseLocalTime(row.end_time),
    status: row.status,
    productIds: coupon.product_ids,
    categoryIds: coupon.category_ids,
    merchantIds: coupon.merchant_ids,
  };
}

export function createCheckout(deps: CheckoutDeps) {
  const { catalogue, carts, wallet, purse, addresses, stock } = deps;
  const agreedPrices = deps.agreedPrices ?? NO_AGREED_PRICES;
  return function price(principal: string, request: CheckoutRequest, now: Date, preferDefaultAddress: boolean): CheckoutResult {
    const lines: PricedLine[] = [];
    for (const id of new Set(request.cart_id)) {
      const cart = carts.find(principal, id);
      if (!cart) return { ok: false, message: CHECKOUT_MESSAGES.invalid };
      const found = catalogue.goods.skuByUnique.get(cart.sku_unique);
      if (!found || found.product.product_id !== cart.product_id) return { ok: false, message: CHECKOUT_MESSAGES.offShelf };
      if (stock.skuStock(found.sku) < cart.cart_num) return { ok: false, message: CHECKOUT_MESSAGES.stock };
      // a quoted line keeps its quoted price and quantity: the quote, not the agreement, is what was negotiated for it
      const quoted = deps.quotedPriceOf?.(cart.cart_id) !== undefined;
      const agreed = found.product.product_type === 0 && !quoted ? agreedPrices.termsFor(principal, found.sku.unique, now) : null;
      const refusal = agreed ? agreementQuantityProblem(agreed, cart.cart_num) : null;
      if (refusal) return { ok: false, message: `${found.product.store_name}：${refusal}` };
      lines.push({
        cart,
        product: found.product,
        sku: found.sku,
        ...(agreed ? { agreedFen: agreedPieceFen(agreed, found.sku.price, cart.cart_num) } : {}),
      });
    }
    const buyer = purse.read(principal) ?? { balanceFen: 0, points: 0, svip: false };
    const address =
      request.address_id > 0
        ? addresses.get(principal, request.address_id)
        : preferDefaultAddress
          ? addresses.preferred(principal)
          : undefined;
    const coupons = wallet
      .list(principal)
      .filter((row) => row.status === 0)
      .map((row) => heldCoupon(row, catalogue))
      .filter((coupon): coupon is HeldCoupon => coupon !== null);
    const priced = priceOrder({
      buyer: { svip: buyer.svip, points: buyer.points },
      lines: lines.map((line) =>
        withAgreedPrice(pricingLine(line.cart, line.product, line.sku, catalogue, deps.quotedPriceOf?.(line.cart.cart_id)), line.agreedFen),
      ),
      coupons,
      choices: choicesFromRequest(request),
      settings: DEMO_PRICING_SETTINGS,
      hasAddress: address !== undefined,
      now,
    });
    if (!priced.ok) return priced;
    return { ok: true, value: { allocation: priced.value, lines, address } };
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
