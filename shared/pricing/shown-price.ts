// The price a visitor sees for a SKU, on every surface (home blocks, listings, search, ranking, coupon strips,
// store pages, seckill/presell lists and details, product page, cart). One table of rules, read with the piece
// rule of unit-price.ts, so a signed-in buyer sees exactly what order/check charges (docs/trade-pricing.md §Shown).
import { type Fen, toFen } from '../money.ts';
import { pieceFen, svipActive } from './unit-price.ts';

/** Who looks: a guest, or a buyer whose SVIP counts under the chosen purchasing entity (never under 企业). */
export interface PriceViewer {
  loggedIn: boolean;
  svip: boolean;
}

export const GUEST_VIEWER: PriceViewer = { loggedIn: false, svip: false };

/** What the visitor's session says; SVIP is a person's membership and does not follow them into 企业 (ADR 0034). */
export function priceViewerOf(
  session: { loggedIn: boolean; entity: string; hasCompany: boolean; user: { is_svip?: unknown } | null },
  svipSwitchOn: boolean,
): PriceViewer {
  if (!session.loggedIn) return GUEST_VIEWER;
  const buysAsCompany = session.entity === 'COMPANY' && session.hasCompany;
  return { loggedIn: true, svip: !buysAsCompany && svipActive(session.user?.is_svip, svipSwitchOn) };
}

export type PriceLabel = '原价' | '售价' | '秒杀价' | '预售价' | 'SVIP价';

/** A price as a surface shows it: the amount and what it is. `fen` of a signed-in buyer is what one piece costs. */
export interface ShownPrice {
  fen: Fen;
  label: PriceLabel;
}

/** The fields of a mall row (SPU, SKU, card, cart attr) the rule reads. */
export interface PricedRow {
  price?: unknown;
  ot_price?: unknown;
  svip_price?: unknown;
  /** CRMEB product_type: 0 normal, 1 seckill, 2 presell */
  product_type?: unknown;
}

const ACTIVITY_LABELS: Record<number, PriceLabel> = { 1: '秒杀价', 2: '预售价' };

/** What a guest is told next to the original price. */
export const GUEST_PRICE_HINT = '登录查看秒杀价/企业价';

/**
 * Spec §3: a guest sees ot_price when it is above 0 (labelled 原价), else price (售价); a signed-in buyer sees the
 * piece price order/check charges: the activity price of a seckill/presell SKU, the SVIP price of a normal SKU
 * for an SVIP buyer, else the sale price.
 */
export function shownPrice(row: PricedRow, viewer: PriceViewer): ShownPrice {
  const priceFen = toFen(row.price);
  if (!viewer.loggedIn) {
    const originalFen = toFen(row.ot_price);
    return originalFen > 0 ? { fen: originalFen, label: '原价' } : { fen: priceFen, label: '售价' };
  }
  const productType = Number(row.product_type) || 0;
  const fen = pieceFen(priceFen, toFen(row.svip_price), { svip: viewer.svip, productType });
  const label = ACTIVITY_LABELS[productType] ?? (fen < priceFen ? 'SVIP价' : '售价');
  return { fen, label };
}
