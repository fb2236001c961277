// /user/quotes?state=&keyword=&page= 我的询价 (docs/user-centre.md): one page of the company's quotes in the chosen
// state, read on the server. The (account) guard has already checked the role (company.view).
import type { PageContextServer } from 'vike/types';
import { isQuoteState } from '#shared/company/quote-rules.ts';
import { userPageByPath } from '#shared/routes.ts';
import { ledgerPageOf } from '#web/features/user-centre/ledger-view.ts';
import { loadQuotes } from '#web/features/quotes/quotes.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search, pathname } = pageContext.urlParsed;
  const state = isQuoteState(search.state) ? search.state : '';
  const keyword = (search.keyword ?? '').trim().slice(0, 50);
  const page = ledgerPageOf(search.page);
  const quotes = await loadQuotes(pageContext, state, keyword, page);
  return { meta: { title: userPageByPath(pathname)?.name ?? '我的询价' }, state, keyword, page, quotes };
}
