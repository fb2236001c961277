// The company module's answer to shopping's AgreedPrices port: a company principal's agreement in force today.
import { localDate } from '#shared/pricing/agreement-price.ts';
import type { AgreedPrices } from '../../shopping/agreed-prices-port.ts';
import { companyIdOf } from '../../trade/company-payments-port.ts';
import type { AgreementStore } from './agreed-price-store.ts';

export function agreedPricesOf(agreements: AgreementStore): AgreedPrices {
  return {
    termsFor(principalKey, unique, at) {
      const companyId = companyIdOf(principalKey);
      return companyId === null ? null : agreements.termsFor(companyId, unique, localDate(at));
    },
  };
}
