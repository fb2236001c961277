// /user/reorder_lists?id=&page= 常购清单 (docs/user-centre.md): the company's lists, and the lines of the chosen
// one (the first list when none is chosen), read on the server (web/features/reorder-lists/reorder-lists.server.ts).
import type { PageContextServer } from 'vike/types';
import { roleAllows } from '#shared/company/company-roles.ts';
import { userPageByPath } from '#shared/routes.ts';
import { loadList, loadLists } from '#web/features/reorder-lists/reorder-lists.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

const positive = (value: string | undefined) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

export async function data(pageContext: PageContextServer) {
  const { search, pathname } = pageContext.urlParsed;
  const page = positive(search.page) || 1;
  const lists = await loadLists(pageContext, page);
  const chosen = positive(search.id) || (lists.ok ? (lists.value.lists[0]?.id ?? 0) : 0);
  const detail = chosen ? await loadList(pageContext, chosen) : null;
  const session = pageContext.layout.session;
  return {
    meta: { title: userPageByPath(pathname)?.name ?? '常购清单' },
    page,
    lists,
    detail,
    canBuy: session.entity === 'COMPANY' && roleAllows(session.companyRole, 'orders.buy'),
  };
}
