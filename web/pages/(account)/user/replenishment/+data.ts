// /user/replenishment 定期采购 (docs/user-centre.md): the member's schedules, read on the server. The (account)
// guard has already checked the page's permission (orders.buy).
import type { PageContextServer } from 'vike/types';
import { userPageByPath } from '#shared/routes.ts';
import { loadSchedules } from '#web/features/replenishment/replenishment.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const schedules = await loadSchedules(pageContext);
  return { meta: { title: userPageByPath(pageContext.urlParsed.pathname)?.name ?? '定期采购' }, schedules };
}
