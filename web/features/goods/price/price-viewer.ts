// Who looks at a price, from the layout every page carries (session and the mall's SVIP switch): the same
// PriceViewer on the server (page data) and in the browser (rows fetched after hydration).
import type { LayoutView } from '#shared/api/layout-view.ts';
import { type PricedRow, type PriceViewer, priceViewerOf, type ShownPrice, shownPrice } from '#shared/pricing/shown-price.ts';

export function viewerOfLayout(layout: Pick<LayoutView, 'session' | 'svipSwitchOn' | 'agreementPrices'>): PriceViewer {
  return priceViewerOf(layout.session, layout.svipSwitchOn, layout.agreementPrices);
}

/** A row's price as decided on the server, or by the same rule when the row came without one. */
export function shownOf(row: PricedRow & { shown?: ShownPrice }, viewer: PriceViewer): ShownPrice {
  return row.shown ?? shownPrice(row, viewer);
}
