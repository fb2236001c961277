// An agreement as the list (GET /api/company/agreement_price/lst), the export and the console show it: the SKU's
// names from the catalogue, decimals for prices, and whether it is in force today.
import type { AgreementPriceRow } from '#shared/company/agreement-price-rules.ts';
import { formatFen } from '#shared/money.ts';
import { agreementInForce } from '#shared/pricing/agreement-price.ts';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import type { CodeIndex } from '../quick-order/part-numbers.ts';
import { type AgreementRow, termsOf } from './agreed-price-store.ts';

export function agreementView(row: AgreementRow, catalogue: Catalogue, codes: CodeIndex, today: string): AgreementPriceRow {
  const terms = termsOf(row);
  const found = catalogue.goods.skuByUnique.get(row.sku_unique);
  const product = found?.product;
  return {
    agreement_id: row.agreement_id,
    product_id: row.product_id,
    unique: row.sku_unique,
    store_name: product?.store_name ?? '',
    sku: found?.sku.sku ?? '',
    bar_code: found && product ? codes.skuCode(product, found.sku) : '',
    image: found?.sku.image || product?.image || '',
    mer_name: catalogue.merchants.merchantById.get(row.mer_id)?.mer_name ?? '',
    price: formatFen(found?.sku.price ?? 0),
    tiers: terms.tiers.map((tier) => ({ from: tier.from, price: formatFen(tier.fen) })),
    min_qty: row.min_qty,
    step: row.step_qty,
    start_date: row.start_date,
    end_date: row.end_date,
    state: agreementInForce(terms, today) ? 1 : row.start_date > today ? 0 : -1,
    update_time: row.update_time,
  };
}

/** The list's search: the product name, the SKU's name or its code, without regard to case. */
export function matchesKeyword(view: AgreementPriceRow, keyword: string): boolean {
  if (keyword === '') return true;
  const wanted = keyword.toLowerCase();
  return [view.store_name, view.sku, view.bar_code].some((text) => text.toLowerCase().includes(wanted));
}
