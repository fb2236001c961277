// /user/org 组织架构 (docs/company-api.md §13.1): the company's unit tree with heads and members, read on the server.
import type { PageContextServer } from 'vike/types';
import { userPageByPath } from '#shared/routes.ts';
import { loadOrgUnits } from '#web/features/company-org/org.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const units = await loadOrgUnits(pageContext);
  return { meta: { title: userPageByPath(pageContext.urlParsed.pathname)?.name ?? '组织架构' }, units };
}
