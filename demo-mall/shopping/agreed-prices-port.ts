// What carts and order pricing ask of 企业协议价 (docs/company-api.md §9), owned here and answered by the company
// module (company/agreed-prices/agreed-prices.ts), so shopping and trade never reach into company/.
import type { Fen } from '#shared/money.ts';
import { type AgreementTerms, agreedPieceFen, agreementQuantityProblem } from '#shared/pricing/agreement-price.ts';

export interface AgreedPrices {
  /** the SKU's agreement in force on the day of `at` for the principal ('company:1'); null for a user or none */
  termsFor(principalKey: string, unique: string, at: Date): AgreementTerms | null;
}

export const NO_AGREED_PRICES: AgreedPrices = { termsFor: () => null };

/** The cart's hook: why `quantity` pieces of the SKU cannot go into this principal's cart, or null. */
export type CartQuantityRule = (principalKey: string, unique: string, quantity: number) => string | null;

export function agreedQuantityRule(prices: AgreedPrices, now: () => number): CartQuantityRule {
  return (principalKey, unique, quantity) => {
    const terms = prices.termsFor(principalKey, unique, new Date(now()));
    return terms ? agreementQuantityProblem(terms, quantity) : null;
  };
}

/** What one piece of a SKU costs this principal at `quantity`, and its agreement (null: the list price applies). */
export interface PrincipalPiece {
  fen: Fen;
  terms: AgreementTerms | null;
}

/**
 * A SKU's piece price for a principal, as order/check will charge it (docs/trade-pricing.md §Agreed prices): the
 * agreement's break at that quantity, else the list price. Quick order and reorder lists show this, so a company
 * never sees the list price there and pays its agreed price at checkout.
 */
export type PieceForPrincipal = (principalKey: string, sku: { unique: string; price: Fen }, quantity: number) => PrincipalPiece;

export function pieceForPrincipal(prices: AgreedPrices, now: () => number): PieceForPrincipal {
  return (principalKey, sku, quantity) => {
    const terms = prices.termsFor(principalKey, sku.unique, new Date(now()));
    return { fen: terms ? agreedPieceFen(terms, sku.price, quantity) : sku.price, terms };
  };
}

/** For callers without agreements (a principal never has one): the list price. */
export const LIST_PRICE_ONLY: PieceForPrincipal = (_principalKey, sku) => ({ fen: sku.price, terms: null });
