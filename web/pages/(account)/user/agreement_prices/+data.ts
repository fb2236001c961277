// /user/agreement_prices?keyword=&state=&page= 企业协议价 (docs/user-centre.md): one page of the company's agreed
// prices, read on the server (web/features/company-agreements/agreements.server.ts).
import type { PageContextServer } from 'vike/types';
import { userPageByPath } from '#shared/routes.ts';
import { loadAgreements } from '#web/features/company-agreements/agreements.server.ts';
import { filtersOf } from '#web/features/company-agreements/agreement-list-view.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search, pathname } = pageContext.urlParsed;
  const filters = filtersOf(search);
  const page = Math.max(1, Number.parseInt(search.page ?? '1', 10) || 1);
  const section = await loadAgreements(pageContext, filters, page);
  return { meta: { title: userPageByPath(pathname)?.name ?? '企业协议价' }, filters, page, section };
}
