// Under 企业 a page carries the agreed prices of the products it shows and nothing else (docs/adr/0090): its data
// loader names the rows it renders and this reads their agreements in batches. Rows priced here carry their `shown`
// price, so the terms stay on the server (`viewerFor`); a page whose browser prices by itself (the product page's SKU
// and quantity, rows rendered raw) hands the browser those terms in its layout (`shareAgreementsFor`). A failed read
// leaves list prices: order/check still charges the agreement (docs/company-api.md §9.1).
import type { PageContextServer } from 'vike/types';
import { AGREEMENT_BATCH_PRODUCTS_MAX } from '#shared/company/agreement-price-rules.ts';
import type { AgreementTerms } from '#shared/pricing/agreement-price.ts';
import { type PriceViewer, priceViewerOf } from '#shared/pricing/shown-price.ts';
import { productIdsIn } from './product-ids.ts';

async function agreementsOf(pageContext: PageContextServer, shown: unknown[]): Promise<AgreementTerms[]> {
  const { session } = pageContext.layout;
  if (!(session.loggedIn && session.entity === 'COMPANY' && session.hasCompany)) return [];
  const ids = productIdsIn(...shown);
  const batches: number[][] = [];
  for (let at = 0; at < ids.length; at += AGREEMENT_BATCH_PRODUCTS_MAX) batches.push(ids.slice(at, at + AGREEMENT_BATCH_PRODUCTS_MAX));
  const answers = await Promise.all(
    batches.map((batch) =>
      pageContext.mall.getOr<{ list?: unknown } | null>('/api/company/agreement_price/batch', null, { product_ids: batch.join(',') }),
    ),
  );
  return answers.flatMap((answer) => (Array.isArray(answer?.list) ? (answer.list as AgreementTerms[]) : []));
}

/** The viewer that prices the rows found in `shown` on the server. */
export async function viewerFor(pageContext: PageContextServer, ...shown: unknown[]): Promise<PriceViewer> {
  const { layout } = pageContext;
  return priceViewerOf(layout.session, layout.svipSwitchOn, await agreementsOf(pageContext, shown));
}

/** Hands the browser the agreements of the products in `shown` (the layout's `agreementPrices`), for its own pricing. */
export async function shareAgreementsFor(pageContext: PageContextServer, ...shown: unknown[]): Promise<PriceViewer> {
  const found = await agreementsOf(pageContext, shown);
  if (found.length > 0) pageContext.layout.agreementPrices = found;
  return priceViewerOf(pageContext.layout.session, pageContext.layout.svipSwitchOn, found);
}
