// What carts and order pricing ask of 企业协议价 (docs/company-api.md §9), owned here and answered by the company
// module (company/agreement-prices/agreed-prices.ts), so shopping and trade never reach into company/.
import { type AgreementTerms, agreementQuantityProblem } from '#shared/pricing/agreement-price.ts';

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
