// /user/remittance_management?status=&page=&detail= 汇款管理 (docs/user-centre.md): one page of the company's
// remittances in the chosen state, and the one named by ?detail= (a ledger row's link) opened in its dialog.
import type { PageContextServer } from 'vike/types';
import { userPageByPath } from '#shared/routes.ts';
import { remittanceTabOf } from '#web/features/company-finance/finance-view.ts';
import { loadRemittances } from '#web/features/company-finance/finance.server.ts';
import { ledgerPageOf } from '#web/features/user-centre/ledger-view.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search, pathname } = pageContext.urlParsed;
  const tab = remittanceTabOf(search.status);
  const page = ledgerPageOf(search.page);
  const detail = Number(search.detail);
  const detailId = Number.isInteger(detail) && detail > 0 ? detail : 0;
  const read = await loadRemittances(pageContext, tab, page, detailId);
  return { meta: { title: userPageByPath(pathname)?.name ?? '汇款管理' }, tab, page, read };
}
