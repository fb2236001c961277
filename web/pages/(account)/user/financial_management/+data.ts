// /user/financial_management?tab=&kind=&start=&end=&page= 财务管理 (docs/user-centre.md): the company account and one
// page of its ledger, read on the server (web/features/company-finance/finance.server.ts).
import type { PageContextServer } from 'vike/types';
import { userPageByPath } from '#shared/routes.ts';
import { ledgerFilterOf } from '#web/features/company-finance/finance-view.ts';
import { loadFinance } from '#web/features/company-finance/finance.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search, pathname } = pageContext.urlParsed;
  const filter = ledgerFilterOf(search);
  const read = await loadFinance(pageContext, filter);
  return { meta: { title: userPageByPath(pathname)?.name ?? '财务管理' }, filter, read };
}
