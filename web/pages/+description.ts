// The default description: the site's own, for every page that does not set one. A page's +description
// replaces it (vike-react renders exactly one <meta name="description">), and client-side navigation
// then resets it instead of keeping the previous page's text.
import type { PageContext } from 'vike/types';

export default function description(pageContext: PageContext): string {
  return pageContext.layout?.siteDescription ?? '';
}
