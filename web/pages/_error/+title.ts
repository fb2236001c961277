import type { PageContext } from 'vike/types';
import { pageTitle } from '#shared/routes.ts';
import { errorText } from './error-text.ts';

export default function title(pageContext: PageContext): string {
  const status = pageContext.is404 ? 404 : (pageContext.abortStatusCode ?? 500);
  return pageTitle(errorText(status).title, pageContext.layout?.siteName ?? '');
}
