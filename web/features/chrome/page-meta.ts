// Title, description and canonical URL of a page come from its data: every +data returns `meta`
// (web/pages/+data.ts gives pages with nothing to load their route-table name). The root +title,
// +description and +Head read it here, so no page folder needs head files of its own.
import type { PageContext } from 'vike/types';
import { pageTitle } from '#shared/route-links.ts';

export interface PageMeta {
  /** the page's own name; the title becomes '<title>-<site name>', or the site name alone when empty */
  title?: string;
  /** falls back to the site's description */
  description?: string;
  /** path and query of the canonical URL (the site domain is prefixed when rendering) */
  canonical?: string;
}

interface WithMeta {
  meta?: PageMeta;
  jsonLd?: Record<string, unknown>;
}

function dataOf(pageContext: PageContext): WithMeta {
  const data = pageContext.data;
  return data && typeof data === 'object' ? (data as WithMeta) : {};
}

export function metaOf(pageContext: PageContext): PageMeta {
  return dataOf(pageContext).meta ?? {};
}

export function jsonLdOf(pageContext: PageContext): Record<string, unknown> | undefined {
  return dataOf(pageContext).jsonLd;
}

export function titleOf(pageContext: PageContext): string {
  const site = pageContext.layout?.siteName ?? '';
  const name = metaOf(pageContext).title;
  return name ? pageTitle(name, site) : site || '商城';
}

export function descriptionOf(pageContext: PageContext): string {
  return metaOf(pageContext).description || pageContext.layout?.siteDescription || '';
}
