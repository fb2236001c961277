// Every /user page: an old /user?type=N link answers 301 with the section's own path (the rest of the
// query kept; mapping in shared/routes.ts USER_PAGES, docs/user-centre.md); otherwise the section's name.
// /user itself (账户管理) also reads the profile; sections with their own +data.ts do not inherit this.
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { legacyUserHref, userPageByPath } from '#shared/routes.ts';
import type { PageMeta } from '#web/features/chrome/page-meta.ts';
import type { ProfileView } from '#web/features/user-centre/profile-view.ts';
import { loadProfile } from '#web/features/user-centre/user-centre.server.ts';

export type Data = { meta: PageMeta; profile: ProfileView | null };

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { pathname, search } = pageContext.urlParsed;
  const legacy = pathname === '/user' ? legacyUserHref(search) : null;
  if (legacy) throw redirect(legacy, 301);
  const meta = { title: userPageByPath(pathname)?.name ?? '' };
  return { meta, profile: pathname === '/user' ? await loadProfile(pageContext) : null };
}
