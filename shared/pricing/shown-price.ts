// The price a visitor sees for a SKU, on every surface (home blocks, listings, search, ranking, coupon strips,
// store pages, seckill/presell lists and details, product page, cart). One table of rules, read with the piece
// rule of unit-price.ts, so a signed-in buyer sees exactly what order/check charges (docs/trade-pricing.md §Shown).
import { type Fen, toFen } from '../money.ts';
import { AGREEMENT_LABEL, type AgreementTerms, agreedPieceFen, firstAllowedQty, tierFor } from './agreement-price.ts';
import { pieceFen, svipActive } from './unit-price.ts';

/** Who looks: a guest, or a buyer whose SVIP counts under the chosen purchasing entity (never under 企业). */
export interface PriceViewer {
  loggedIn: boolean;
  svip: boolean;
  /** under 企业: the company's agreements in force today (docs/trade-pricing.md §Agreed prices) */
  agreements?: readonly AgreementTerms[];
}

export const GUEST_VIEWER: PriceViewer = { loggedIn: false, svip: false };

/** What the visitor's session says; SVIP is a person's membership and does not follow them into 企业 (ADR 0034). */
export function priceViewerOf(
  session: { loggedIn: boolean; entity: string; hasCompany: boolean; user: { is_svip?: unknown } | null },
  svipSwitchOn: boolean,
  agreements: readonly AgreementTerms[] = [],
): PriceViewer {
  if (!session.loggedIn) return GUEST_VIEWER;
  const buysAsCompany = session.entity === 'COMPANY' && session.hasCompany;
  if (buysAsCompany && agreements.length > 0) return { loggedIn: true, svip: false, agreements };
  return { loggedIn: true, svip: !buysAsCompany && svipActive(session.user?.is_svip, svipSwitchOn) };
}

export type PriceLabel = '原价' | '售价' | '秒杀价' | '预售价' | 'SVIP价' | typeof AGREEMENT_LABEL;

/** A price as a surface shows it: the amount and what it is. `fen` of a signed-in buyer is what one piece costs. */
export interface ShownPrice {
  fen: Fen;
  label: PriceLabel;
  /** beside 企业协议价: the list price, struck through */
  originalFen?: Fen;
}

/** The fields of a mall row (SPU, SKU, card, cart attr) the rule reads. */
export interface PricedRow {
  price?: unknown;
  ot_price?: unknown;
  svip_price?: unknown;
  /** CRMEB product_type: 0 normal, 1 seckill, 2 presell */
  product_type?: unknown;
  /** which product and, on SKU rows, which SKU: what an agreement is looked up by */
  product_id?: unknown;
  unique?: unknown;
}

const ACTIVITY_LABELS: Record<number, PriceLabel> = { 1: '秒杀价', 2: '预售价' };

/** What a guest is told next to the original price. */
export const GUEST_PRICE_HINT = '登录查看秒杀价/企业价';

/**
 * Spec §3: a guest sees ot_price when it is above 0 (labelled 原价), else price (售价); a signed-in buyer sees the
 * piece price order/check charges: the activity price of a seckill/presell SKU, the SVIP price of a normal SKU
 * for an SVIP buyer, else the sale price.
 */
export function shownPrice(row: PricedRow, viewer: PriceViewer, quantity = 0): ShownPrice {
  const priceFen = toFen(row.price);
  if (!viewer.loggedIn) {
    const originalFen = toFen(row.ot_price);
    return originalFen > 0 ? { fen: originalFen, label: '原价' } : { fen: priceFen, label: '售价' };
  }
  const productType = Number(row.product_type) || 0;
  const agreed = productType === 0 && viewer.agreements ? agreedShown(row, viewer.agreements, priceFen, quantity) : null;
  if (agreed) return agreed;
  const fen = pieceFen(priceFen, toFen(row.svip_price), { svip: viewer.svip, productType });
  const label = ACTIVITY_LABELS[productType] ?? (fen < priceFen ? 'SVIP价' : '售价');
  return { fen, label };
}

/**
 * 企业协议价 of a row: on a SKU row (cart line, product page SKU) the break for `quantity` (0: the first quantity the
 * agreement allows), never above the SKU's list price; on a product row (cards, lists) the lowest first break among
 * the product's agreed SKUs, the price the company pays from.
 */
export function agreedShown(row: PricedRow, agreements: readonly AgreementTerms[], priceFen: Fen, quantity: number): ShownPrice | null {
  const unique = typeof row.unique === 'string' && row.unique !== '' ? row.unique : null;
  if (unique) {
    const terms = agreements.find((candidate) => candidate.unique === unique);
    if (!terms) return null;
    const fen = agreedPieceFen(terms, priceFen, quantity > 0 ? quantity : firstAllowedQty(terms));
    return { fen, label: AGREEMENT_LABEL, ...(priceFen > fen ? { originalFen: priceFen } : {}) };
  }
  const productId = Number(row.product_id);
  let fen: Fen | null = null;
  for (const terms of agreements) {
    if (terms.productId !== productId) continue;
    const from = tierFor(terms, firstAllowedQty(terms)).fen;
    fen = fen === null ? from : Math.min(fen, from);
  }
  if (fen === null) return null;
  return { fen, label: AGREEMENT_LABEL, ...(priceFen > fen ? { originalFen: priceFen } : {}) };
}
