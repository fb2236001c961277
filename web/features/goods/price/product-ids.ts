// The products a page shows, read off the rows it renders (cards, strips, a store's recommendations, cart lines):
// what its agreed prices are asked for by (docs/adr/0090-agreed-prices-follow-the-page.md).

/** Nesting followed below a given row: a coupon's or a store's own product list, a cart's stores and lines. */
const DEPTH_MAX = 5;

/** Distinct positive `product_id` values found in `sources` and the rows nested in them, in order of appearance. */
export function productIdsIn(...sources: unknown[]): number[] {
  const found = new Set<number>();
  const walk = (value: unknown, depth: number) => {
    if (depth > DEPTH_MAX || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key === 'product_id') {
        const id = Number(item);
        if (Number.isInteger(id) && id > 0) found.add(id);
      } else walk(item, depth + 1);
    }
  };
  for (const source of sources) walk(source, 0);
  return [...found];
}
