// Pages with nothing to load still return their `meta`: the name the route table gives their path
// (docs/product.md §2), which the root +title turns into '<name>-<site name>'. Pages with a +data of
// their own replace this one.
import type { PageContextServer } from 'vike/types';
import { pageNameFor } from '#shared/routes.ts';
import type { PageMeta } from '#web/features/chrome/page-meta.ts';

export function data(pageContext: PageContextServer): { meta: PageMeta } {
  const title = pageNameFor(pageContext.urlPathname);
  return { meta: title ? { title } : {} };
}
