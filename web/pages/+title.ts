import type { PageContext } from 'vike/types';

/** Default title: the site name; pages set '<page name>-<site name>'. */
export default function title(pageContext: PageContext): string {
  return pageContext.layout?.siteName ?? '商城';
}
