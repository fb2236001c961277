// The error page's title is its heading: 404, 500 or any other status (docs/product.md §2).
import type { PageContextServer } from 'vike/types';
import type { PageMeta } from '#web/features/chrome/page-meta.ts';
import { errorText } from './error-text.ts';

export function data(pageContext: PageContextServer): { meta: PageMeta } {
  const status = pageContext.is404 ? 404 : (pageContext.abortStatusCode ?? 500);
  return { meta: { title: errorText(status).title } };
}
