// 企业协议价 rows (docs/company-api.md §9): one agreement per company and SKU, written whole (an edit replaces the
// tiers, quantities and dates), read in force by the day. A bulk import writes all its rows in one transaction.
import type { AgreementTerms, AgreementTier } from '#shared/pricing/agreement-price.ts';
import type { DemoMallDatabase } from '../../db/database.ts';

/** An agreement as the console form and the import rows describe it, already checked. */
export interface AgreementInput {
  companyId: number;
  merId: number;
  productId: number;
  unique: string;
  tiers: readonly AgreementTier[];
  minQty: number;
  step: number;
  startDate: string;
  endDate: string;
}

export interface AgreementRow {
  agreement_id: number;
  company_id: number;
  mer_id: number;
  product_id: number;
  sku_unique: string;
  tiers: string;
  min_qty: number;
  step_qty: number;
  start_date: string;
  end_date: string;
  create_time: string;
  update_time: string;
}

export function termsOf(row: AgreementRow): AgreementTerms {
  return {
    unique: row.sku_unique,
    productId: row.product_id,
    tiers: JSON.parse(row.tiers) as AgreementTier[],
    minQty: row.min_qty,
    step: row.step_qty,
    startDate: row.start_date,
    endDate: row.end_date,
  };
}

export function createAgreementStore(db: DemoMallDatabase) {
  const q = {
    ofCompany: db.prepare('SELECT * FROM company_agreement_prices WHERE company_id = ? ORDER BY product_id, sku_unique'),
    inForce: db.prepare(`SELECT * FROM company_agreement_prices WHERE company_id = ? AND start_date <= ? AND end_date >= ?
      ORDER BY product_id, sku_unique`),
    // one bound JSON list instead of a statement per list length; served by the (company_id, product_id) index
    ofProducts: db.prepare(`SELECT * FROM company_agreement_prices WHERE company_id = ? AND start_date <= ? AND end_date >= ?
      AND product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, sku_unique`),
    oneOfSku: db.prepare(`SELECT * FROM company_agreement_prices WHERE company_id = ? AND sku_unique = ?
      AND start_date <= ? AND end_date >= ?`),
    one: db.prepare('SELECT * FROM company_agreement_prices WHERE agreement_id = ?'),
    recent: db.prepare('SELECT * FROM company_agreement_prices ORDER BY update_time DESC, agreement_id DESC LIMIT ?'),
    upsert: db.prepare(`INSERT INTO company_agreement_prices (company_id, mer_id, product_id, sku_unique, tiers, min_qty, step_qty,
        start_date, end_date, create_time, update_time)
      VALUES (@companyId, @merId, @productId, @unique, @tiers, @minQty, @step, @startDate, @endDate, @time, @time)
      ON CONFLICT (company_id, sku_unique) DO UPDATE SET tiers = excluded.tiers, min_qty = excluded.min_qty,
        step_qty = excluded.step_qty, start_date = excluded.start_date, end_date = excluded.end_date, update_time = excluded.update_time`),
    remove: db.prepare('DELETE FROM company_agreement_prices WHERE agreement_id = ?'),
  };

  const save = (input: AgreementInput, time: string) => {
    q.upsert.run({ ...input, tiers: JSON.stringify(input.tiers), time });
  };

  return {
    /** every agreement of the company, ended and future ones included (the list page shows their state) */
    ofCompany: (companyId: number) => q.ofCompany.all(companyId) as AgreementRow[],
    /** the agreements in force on `today` ('YYYY-MM-DD') */
    inForce: (companyId: number, today: string) => (q.inForce.all(companyId, today, today) as AgreementRow[]).map(termsOf),
    /** the agreements in force on `today` of these products' SKUs only: what one page shows */
    inForceOf: (companyId: number, today: string, productIds: readonly number[]) =>
      (q.ofProducts.all(companyId, today, today, JSON.stringify(productIds)) as AgreementRow[]).map(termsOf),
    /** the SKU's agreement in force on `today`, or null */
    termsFor(companyId: number, unique: string, today: string): AgreementTerms | null {
      const row = q.oneOfSku.get(companyId, unique, today, today) as AgreementRow | undefined;
      return row ? termsOf(row) : null;
    },
    find: (agreementId: number) => q.one.get(agreementId) as AgreementRow | undefined,
    recent: (limit: number) => q.recent.all(limit) as AgreementRow[],
    save,
    /** all rows or none (an import never half-applies) */
    saveAll: db.transaction((inputs: readonly AgreementInput[], time: string) => {
      for (const input of inputs) save(input, time);
    }),
    remove: (agreementId: number) => q.remove.run(agreementId).changes === 1,
  };
}

export type AgreementStore = ReturnType<typeof createAgreementStore>;
