// Migration 15 (docs/company-api.md §9): 企业协议价, one agreement per company and SKU. Tiers are a small JSON list
// ([{from, fen}], checked before every write by company/agreed-prices/agreed-price-params.ts); dates are the mall's
// local calendar days, both inclusive, so an agreement ends on its end date without anyone touching it.
import { companyTableHead } from './company-table-head.ts';

export const AGREEMENT_PRICE_SCHEMA = `
${companyTableHead('company_agreement_prices', 'agreement_id', 14)}  mer_id        INTEGER NOT NULL,
  product_id    INTEGER NOT NULL,
  sku_unique    TEXT NOT NULL,
  tiers         TEXT NOT NULL,
  min_qty       INTEGER NOT NULL DEFAULT 1,
  step_qty      INTEGER NOT NULL DEFAULT 1,
  start_date    TEXT NOT NULL,
  end_date      TEXT NOT NULL,
  create_time   TEXT NOT NULL,
  update_time   TEXT NOT NULL,
  UNIQUE (company_id, sku_unique)
);
`;

/** A page asks for the agreements of the products it shows (GET /api/company/agreement_price/batch). */
export const AGREEMENT_PRODUCT_INDEX = `
CREATE INDEX IF NOT EXISTS company_agreement_prices_product ON company_agreement_prices (company_id, product_id);
`;
