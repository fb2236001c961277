// 企业协议价 (docs/trade-pricing.md §Agreed prices): what a company with an agreement pays for one piece of a SKU at
// a quantity, and which quantities it may buy. The demo mall's order pricing, its cart and the storefront's surfaces
// all read this one rule, so the price shown under 企业 is the price charged.
import type { Fen } from '../money.ts';

/** A price break: from `from` pieces on (inclusive), one piece costs `fen`. */
export interface AgreementTier {
  from: number;
  fen: Fen;
}

/** One SKU's agreement for one company, as the mall stores it and the storefront receives it. */
export interface AgreementTerms {
  /** the SKU's unique key */
  unique: string;
  productId: number;
  /** ascending `from`; the first tier starts at 1 piece */
  tiers: readonly AgreementTier[];
  /** 起订量: the fewest pieces one order line may carry (1 = none) */
  minQty: number;
  /** 倍数: the quantity is a multiple of this (1 = any) */
  step: number;
  /** validity, 'YYYY-MM-DD' both inclusive, in the mall's local calendar */
  startDate: string;
  endDate: string;
}

export const AGREEMENT_LABEL = '企业协议价';

/** The price break that applies to `quantity` pieces (the first one below its start). */
export function tierFor(terms: Pick<AgreementTerms, 'tiers'>, quantity: number): AgreementTier {
  let found = terms.tiers[0] ?? { from: 1, fen: 0 };
  for (const tier of terms.tiers) if (quantity >= tier.from) found = tier;
  return found;
}

/**
 * One piece at `quantity` under the agreement. Never above the SKU's list price: when the merchant lowers the list
 * price below an agreed break, the company pays the lower one (an agreement protects the buyer, it never costs more).
 */
export function agreedPieceFen(terms: Pick<AgreementTerms, 'tiers'>, listFen: Fen, quantity: number): Fen {
  return Math.min(tierFor(terms, quantity).fen, listFen);
}

/** The smallest quantity an order may carry: the minimum, rounded up to the increment. */
export function firstAllowedQty(terms: Pick<AgreementTerms, 'minQty' | 'step'>): number {
  const step = Math.max(1, terms.step);
  return Math.ceil(Math.max(1, terms.minQty) / step) * step;
}

/** Why `quantity` cannot be bought under the agreement, in the words the buyer reads; null when it can. */
export function agreementQuantityProblem(terms: Pick<AgreementTerms, 'minQty' | 'step'>, quantity: number): string | null {
  const step = Math.max(1, terms.step);
  if (quantity < terms.minQty) return `企业协议价起订量为${terms.minQty}件，当前${quantity}件，请至少购买${firstAllowedQty(terms)}件`;
  if (quantity % step !== 0) {
    const below = Math.floor(quantity / step) * step;
    const above = below + step;
    const choices = below >= Math.max(1, terms.minQty) ? `${below}件或${above}件` : `${above}件`;
    return `企业协议价需按${step}件的倍数购买，当前${quantity}件，请改为${choices}`;
  }
  return null;
}

/** In force on `today` ('YYYY-MM-DD'): from its start date to the end of its end date. */
export function agreementInForce(terms: Pick<AgreementTerms, 'startDate' | 'endDate'>, today: string): boolean {
  return terms.startDate <= today && today <= terms.endDate;
}

/** 'YYYY-MM-DD' of an instant in the local calendar (the mall's, and the Chinese buyer's). */
export function localDate(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The tier table as the product page and the agreement list write it: '1–9件', '10–49件', '50件及以上'. */
export function tierRanges(terms: Pick<AgreementTerms, 'tiers'>): { range: string; fen: Fen }[] {
  return terms.tiers.map((tier, index) => {
    const next = terms.tiers[index + 1];
    return { range: next ? `${tier.from}–${next.from - 1}件` : `${tier.from}件及以上`, fen: tier.fen };
  });
}
