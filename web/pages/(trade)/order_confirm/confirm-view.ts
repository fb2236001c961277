// Pure logic of /order_confirm (docs/screens.md a.6): the cart ids of the query, the answer of
// POST /api/v2/order/check as the page shows it (fen until shown), and the check and create bodies built
// from the buyer's choices. The mall prices; this file only reads and formats its numbers.
import { shortYuan, sumFen, toFen, type Fen } from '#shared/money.ts';
import { orderNoteProblem } from '#shared/trade/order-note-rules.ts';
import type { CartView } from '#web/features/cart/cart-totals.ts';
import { type LineGoods, lineGoodsOf } from '#web/features/order/cart-info.ts';
import type { InvoiceRequest } from '#web/features/order/invoice.ts';

export interface RawCheckCoupon {
  coupon_user_id: number;
  coupon_title: string;
  coupon_price: string;
  use_min_price: string;
  type: number;
  checked?: boolean;
  disabled?: boolean;
}

/** A line of order/check as stock CRMEB-MER sends it: no `price`; the unit price is the SKU's (productAttr). */
export interface RawCheckLine {
  cart_id: number;
  product_id: number;
  cart_num: number;
  /** price × cart_num, before the SVIP discount */
  total_price: string;
  /** what the line is paid after SVIP discount, coupons and points, without postage */
  true_price?: string;
  product?: { store_name?: string; image?: string } | null;
  productAttr?: { sku?: string; image?: string; price?: string } | null;
}

export interface RawCheckMerchant {
  mer_id: number;
  mer_name?: string;
  coupon?: RawCheckCoupon[];
  list?: RawCheckLine[];
  order?: {
    total_num?: number;
    total_price?: string;
    coupon_price?: string;
    postage_price?: string;
    pay_price?: string;
    enabledCoupon?: boolean;
  };
}

export interface RawCheck {
  key: string;
  status: string;
  order_price: string;
  total_price: string;
  order_total_postage: string;
  total_coupon: string;
  order_coupon_price: string;
  total_platform_coupon_price: string;
  order_svip_discount: string;
  order_total_integral: number;
  order_total_integral_price: string;
  openIntegral?: boolean;
  useIntegral?: boolean;
  platformCoupon?: RawCheckCoupon[];
  enabledPlatformCoupon?: boolean;
  usePlatformCouponId?: number;
  allow_address?: boolean;
  address?: { address_id?: number } | null;
  order?: RawCheckMerchant[];
}

export interface CouponOption {
  id: number;
  /** 满99减10 / 立减10 */
  text: string;
  title: string;
  /** 商品券 / 店铺券 / 平台券 / 跨店券 / 品类券 / 通用券 */
  kind: string;
  checked: boolean;
  disabled: boolean;
}

export interface ConfirmLine extends LineGoods {
  cartId: number;
  productId: number;
  priceFen: Fen;
  /** the paid price of one piece (true_price ÷ cart_num) where discounts make it differ from priceFen, else null */
  paidPriceFen: Fen | null;
  num: number;
  amountFen: Fen;
}

export interface ConfirmMerchant {
  merId: number;
  name: string;
  lines: ConfirmLine[];
  coupons: CouponOption[];
  couponsEnabled: boolean;
  pieces: number;
  goodsFen: Fen;
  couponFen: Fen;
  postageFen: Fen;
  payFen: Fen;
}

export interface ConfirmTotals {
  pieces: number;
  goodsFen: Fen;
  platformCouponFen: Fen;
  storeCouponFen: Fen;
  svipFen: Fen;
  pointsFen: Fen;
  discountFen: Fen;
  postageFen: Fen;
  payFen: Fen;
}

export interface ConfirmView {
  key: string;
  /** 'finish' when the order may be placed; 'noAddress' while an address is missing */
  status: string;
  addressId: number;
  needsAddress: boolean;
  merchants: ConfirmMerchant[];
  platformCoupons: CouponOption[];
  platformCouponsEnabled: boolean;
  points: { open: boolean; used: number; fen: Fen };
  totals: ConfirmTotals;
}

/** The buyer's choices sent with every check; a merchant absent from storeCoupons gets the mall's best pick. */
export interface ConfirmChoices {
  addressId: number;
  storeCoupons: Readonly<Record<number, readonly number[]>>;
  /** undefined: the mall's pick; 0: none */
  platformCouponId: number | undefined;
  useIntegral: boolean;
}

const COUPON_KINDS: Record<number, string> = { 0: '店铺券', 1: '商品券', 10: '通用券', 11: '品类券', 12: '跨店券' };

/** ?cartId=3,5 (or repeated) → [3, 5]; anything else dropped. */
export function cartIdsOf(raw: string | undefined | null): number[] {
  const ids = String(raw ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}

function couponOption(raw: RawCheckCoupon, platform: boolean): CouponOption {
  const amount = shortYuan(raw.coupon_price);
  const text = toFen(raw.use_min_price) > 0 ? `满${shortYuan(raw.use_min_price)}减${amount}` : `立减${amount}`;
  return {
    id: raw.coupon_user_id,
    text,
    title: raw.coupon_title,
    kind: COUPON_KINDS[raw.type] ?? (platform ? '平台券' : '店铺券'),
    checked: raw.checked === true,
    disabled: raw.disabled === true,
  };
}

function lineOf(raw: RawCheckLine): ConfirmLine {
  const num = Number(raw.cart_num) || 0;
  const amountFen = toFen(raw.total_price);
  // a line without productAttr.price still has its total
  const priceFen = raw.productAttr?.price !== undefined ? toFen(raw.productAttr.price) : num > 0 ? Math.round(amountFen / num) : 0;
  const paidFen = raw.true_price !== undefined && num > 0 ? Math.round(toFen(raw.true_price) / num) : priceFen;
  return {
    cartId: raw.cart_id,
    productId: raw.product_id,
    ...lineGoodsOf(raw),
    priceFen,
    paidPriceFen: paidFen === priceFen ? null : paidFen,
    num,
    amountFen,
  };
}

export function toConfirmView(raw: RawCheck): ConfirmView {
  const merchants = (raw.order ?? []).map((block) => {
    const lines = (block.list ?? []).map(lineOf);
    return {
      merId: block.mer_id,
      name: block.mer_name ?? '',
      lines,
      coupons: (block.coupon ?? []).map((coupon) => couponOption(coupon, false)),
      couponsEnabled: block.order?.enabledCoupon !== false,
      pieces: Number(block.order?.total_num) || lines.reduce((sum, line) => sum + line.num, 0),
      goodsFen: toFen(block.order?.total_price),
      couponFen: toFen(block.order?.coupon_price),
      postageFen: toFen(block.order?.postage_price),
      payFen: toFen(block.order?.pay_price),
    };
  });
  return {
    key: raw.key,
    status: raw.status,
    addressId: Number(raw.address?.address_id) || 0,
    needsAddress: raw.allow_address !== false,
    merchants,
    platformCoupons: (raw.platformCoupon ?? []).map((coupon) => couponOption(coupon, true)),
    platformCouponsEnabled: raw.enabledPlatformCoupon !== false,
    points: { open: raw.openIntegral === true, used: Number(raw.order_total_integral) || 0, fen: toFen(raw.order_total_integral_price) },
    totals: {
      pieces: merchants.reduce((sum, merchant) => sum + merchant.pieces, 0),
      goodsFen: toFen(raw.total_price),
      platformCouponFen: toFen(raw.total_platform_coupon_price),
      storeCouponFen: toFen(raw.order_coupon_price),
      svipFen: toFen(raw.order_svip_discount),
      pointsFen: toFen(raw.order_total_integral_price),
      discountFen: toFen(raw.total_coupon),
      postageFen: toFen(raw.order_total_postage),
      payFen: toFen(raw.order_price),
    },
  };
}

/** The coupon the mall applied, or 0. */
export function chosenCoupon(options: readonly CouponOption[]): number {
  return options.find((option) => option.checked)?.id ?? 0;
}

function couponChoices(choices: ConfirmChoices): Record<string, number[]> {
  const body: Record<string, number[]> = {};
  for (const [merId, ids] of Object.entries(choices.storeCoupons)) body[merId] = [...ids];
  if (choices.platformCouponId !== undefined) body['0'] = choices.platformCouponId > 0 ? [choices.platformCouponId] : [];
  return body;
}

export function checkBody(cartIds: readonly number[], choices: ConfirmChoices) {
  return {
    cart_id: [...cartIds],
    address_id: choices.addressId,
    use_coupon: couponChoices(choices),
    use_integral: choices.useIntegral,
    takes: [],
  };
}

/** order/create's body: always pay_type 'pc' (the payment page chooses how to pay). */
export function createBody(
  cartIds: readonly number[],
  choices: ConfirmChoices,
  key: string,
  notes: Readonly<Record<number, string>>,
  invoices: Readonly<Record<number, InvoiceRequest>>,
) {
  const mark: Record<string, string> = {};
  for (const [merId, note] of Object.entries(notes)) if (note.trim()) mark[merId] = note.trim();
  return {
    ...checkBody(cartIds, choices),
    key,
    mark,
    receipt_data: Object.entries(invoices).map(([merId, request]) => ({ ...request, mer_id: Number(merId) })),
    pay_type: 'pc' as const,
    order_type: 0,
    return_url: '',
  };
}

/** The note's message, or null when it fits (限150字, counted in characters). */
export function noteProblem(note: string): string | null {
  return orderNoteProblem(note);
}

export function noteLength(note: string): number {
  return [...note].length;
}

/** Where a placed order goes: a zero total is paid already (docs/product.md §13 "order creation"). */
export function afterCreateHref(groupOrderId: number, payFen: Fen): string {
  return payFen === 0 ? '/user/order_list' : `/payment?result=${groupOrderId}`;
}

/** Before the first check answers: the chosen cart lines by store, from the cart list read on the server. */
export function previewFromCart(cart: CartView, cartIds: readonly number[]): ConfirmMerchant[] {
  const wanted = new Set(cartIds);
  return cart.stores
    .map((store) => {
      const lines = store.lines
        .filter((line) => wanted.has(line.cartId))
        .map((line) => ({
          cartId: line.cartId,
          productId: line.productId,
          name: line.name,
          image: line.image,
          sku: line.sku,
          priceFen: line.shown.fen,
          paidPriceFen: null,
          num: line.num,
          amountFen: line.shown.fen * line.num,
        }));
      return {
        merId: store.merId,
        name: store.name,
        lines,
        coupons: [],
        couponsEnabled: false,
        pieces: lines.reduce((sum, line) => sum + line.num, 0),
        goodsFen: sumFen(lines.map((line) => line.amountFen)),
        couponFen: 0,
        postageFen: 0,
        payFen: 0,
      };
    })
    .filter((store) => store.lines.length > 0);
}
