// Shared +title / +description implementations: every browse page's +data returns `meta`.
import type { PageContext } from 'vike/types';
import { pageTitle } from '#shared/routes.ts';
import type { PageMetaData } from './meta.ts';

function metaOf(pageContext: PageContext): PageMetaData | undefined {
  return (pageContext.data as { meta?: PageMetaData } | undefined)?.meta;
}

export function titleFromMeta(pageContext: PageContext): string {
  const meta = metaOf(pageContext);
  const site = pageContext.layout?.siteName ?? '';
  return meta?.title ? pageTitle(meta.title, site) : site;
}

export function descriptionFromMeta(pageContext: PageContext): string {
  return metaOf(pageContext)?.description || pageContext.layout?.siteDescription || '';
}
