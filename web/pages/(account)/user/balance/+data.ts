// /user/balance?type=&page= (docs/screens.md a.11): the purse figures and one page of the chosen tab's bills,
// read on the server (web/features/user-centre/user-centre.server.ts).
import type { PageContextServer } from 'vike/types';
import { userPageByPath } from '#shared/routes.ts';
import { balanceTabOf, ledgerPageOf } from '#web/features/user-centre/ledger-view.ts';
import { loadBalance } from '#web/features/user-centre/user-centre.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search, pathname } = pageContext.urlParsed;
  const tab = balanceTabOf(search.type);
  const page = ledgerPageOf(search.page);
  const balance = await loadBalance(pageContext, tab, page);
  return { meta: { title: userPageByPath(pathname)?.name ?? '我的余额' }, tab, page, balance };
}
