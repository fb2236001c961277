// The price rule bound to this page's viewer, for components that list rows.
import type { PricedRow, ShownPrice } from '#shared/pricing/shown-price.ts';
import { useLayoutView } from '../../../state/use-layout-view.ts';
import { shownOf, viewerOfLayout } from './price-viewer.ts';

export function useShownPrice(): (row: PricedRow & { shown?: ShownPrice }) => ShownPrice {
  const viewer = viewerOfLayout(useLayoutView());
  return (row) => shownOf(row, viewer);
}
