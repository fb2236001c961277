// Rows the browser fetches after hydration (最近浏览, further 分类广场 blocks) are priced with the agreements of
// their own products: under 企业 the layout carries only those of the rows the server rendered (docs/adr/0090).
// A failed read leaves the list price, as on the server; order/check still charges the agreement.
import type { LayoutView } from '#shared/api/layout-view.ts';
import { AGREEMENT_BATCH_PRODUCTS_MAX } from '#shared/company/agreement-price-rules.ts';
import type { AgreementTerms } from '#shared/pricing/agreement-price.ts';
import { type PricedRow, priceViewerOf, type ShownPrice, shownPrice } from '#shared/pricing/shown-price.ts';
import { apiGet } from '../../../api/bff-client.ts';
import { productIdsIn } from './product-ids.ts';

/** `rows` with their price decided, under 企业 after one read of their products' agreements. */
export async function withAgreedShown<T extends PricedRow>(
  rows: T[],
  layout: Pick<LayoutView, 'session' | 'svipSwitchOn'>,
): Promise<(T & { shown?: ShownPrice })[]> {
  const { session } = layout;
  if (!(session.loggedIn && session.entity === 'COMPANY' && session.hasCompany)) return rows;
  const ids = productIdsIn(rows).slice(0, AGREEMENT_BATCH_PRODUCTS_MAX);
  if (ids.length === 0) return rows;
  const answer = await apiGet<{ list?: AgreementTerms[] }>('/api/company/agreement_price/batch', {
    product_ids: ids.join(','),
  }).catch(() => null);
  const viewer = priceViewerOf(session, layout.svipSwitchOn, Array.isArray(answer?.list) ? answer.list : []);
  return rows.map((row) => ({ ...row, shown: shownPrice(row, viewer) }));
}
