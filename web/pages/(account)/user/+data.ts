// Every /user page: an old /user?type=N link answers 301 with the section's own path (the rest of the
// query kept; mapping in shared/routes.ts USER_PAGES, docs/user-centre.md); otherwise the section's name.
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { legacyUserHref, userPageByPath } from '#shared/routes.ts';
import type { PageMeta } from '#web/features/chrome/page-meta.ts';

export function data(pageContext: PageContextServer): { meta: PageMeta } {
  const { pathname, search } = pageContext.urlParsed;
  const legacy = pathname === '/user' ? legacyUserHref(search) : null;
  if (legacy) throw redirect(legacy, 301);
  return { meta: { title: userPageByPath(pathname)?.name ?? '' } };
}
