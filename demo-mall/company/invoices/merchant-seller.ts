// The seller block of a merchant's 数电发票: the legal entity behind the store (its real_name, not the shop name)
// with the tax registration, address, phone, bank and 开票人 of its invoicing profile (seller-profiles.ts). A
// merchant without a profile cannot issue: undefined, and the caller says so in Chinese.
import type { Catalogue } from '../../catalogue/catalogue.ts';
import type { InvoiceParty } from './digital-invoice.ts';
import { SELLER_PROFILES } from './seller-profiles.ts';

export function merchantSeller(catalogue: Catalogue, merId: number): { seller: InvoiceParty; drawer: string } | undefined {
  const merchant = catalogue.merchants.merchantById.get(merId);
  const profile = merchant ? SELLER_PROFILES[merchant.real_name] : undefined;
  if (!merchant || !profile) return undefined;
  const { drawer, ...registration } = profile;
  return { seller: { name: merchant.real_name, ...registration }, drawer };
}
