// Every demo merchant invoices as a real-looking 销售方 (demo-mall/company/invoices/seller-profiles.ts): its legal
// name, a 统一社会信用代码 that passes the GB 32100 check character, address, phone, bank, account and a person as 开票人.
import { describe, expect, it } from 'vitest';
import { isValidCreditCode } from '#shared/company/credit-code.ts';
import { createSeedCatalogue } from '../../../demo-mall/catalogue/seed-catalogue-db.ts';
import { merchantSeller } from '../../../demo-mall/company/invoices/merchant-seller.ts';
import { SELLER_PROFILES } from '../../../demo-mall/company/invoices/seller-profiles.ts';
import { PLATFORM_COMPANY } from '../../../demo-mall/platform/platform-company.ts';

describe('seller profiles', () => {
  const catalogue = createSeedCatalogue();

  it('give every seeded merchant its legal entity’s full registration and a person as 开票人', () => {
    expect(catalogue.merchants.merchants.length).toBeGreaterThan(10);
    for (const merchant of catalogue.merchants.merchants) {
      const issuer = merchantSeller(catalogue, merchant.mer_id);
      expect(issuer, merchant.mer_name).toBeDefined();
      const { seller, drawer } = issuer ?? { seller: undefined, drawer: '' };
      expect(seller?.name).toBe(merchant.real_name);
      expect(isValidCreditCode(seller?.taxNo ?? ''), `${merchant.real_name} ${seller?.taxNo}`).toBe(true);
      expect(seller?.address).not.toBe('');
      expect(seller?.phone).toMatch(/^0\d{2,3}-\d{4} ?\d{3,4}$/);
      expect(seller?.bankName).toMatch(/银行.+支行$/);
      expect(seller?.bankAccount).toMatch(/^\d{12,21}$/);
      // a person's name, not the company's
      expect(drawer).toMatch(/^[\u4e00-\u9fa5]{2,3}$/);
    }
    expect(merchantSeller(catalogue, 999_999)).toBeUndefined();
  });

  it('give each legal entity its own 税号, and the platform’s own code passes the check too', () => {
    const codes = Object.values(SELLER_PROFILES).map((profile) => profile.taxNo);
    expect(new Set(codes).size).toBe(codes.length);
    expect(isValidCreditCode(PLATFORM_COMPANY.creditCode)).toBe(true);
  });
});
