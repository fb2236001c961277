import type { PageContext } from 'vike/types';
import { pageTitle, userPageByType } from '#shared/routes.ts';

export default function title(pageContext: PageContext): string {
  return pageTitle(userPageByType(pageContext.urlParsed.search.type).name, pageContext.layout?.siteName ?? '');
}
