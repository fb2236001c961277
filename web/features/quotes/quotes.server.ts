// Server-side reads of 我的询价 (/user/quotes, /user/quotes/@id; docs/company-api.md §10). A lost login goes to
// the login page, a mall fault is the error page with the mall's message.
import type { PageContextServer } from 'vike/types';
import { QUOTE_PAGE_SIZE } from '#shared/company/quote-rules.ts';
import { readAccountPage } from '../order/read-account.server.ts';
import { type QuoteDetail, type QuotesPage, toQuoteDetail, toQuotesPage } from './quote-view.ts';

export async function loadQuotes(pageContext: PageContextServer, state: string, keyword: string, page: number): Promise<QuotesPage> {
  const raw = await readAccountPage(pageContext, () =>
    pageContext.mall.get<Record<string, unknown>>('/api/company/quote/lst', { state, keyword, page, limit: QUOTE_PAGE_SIZE }),
  );
  return toQuotesPage(raw ?? {});
}

export async function loadQuote(pageContext: PageContextServer, id: number): Promise<QuoteDetail> {
  const raw = await readAccountPage(pageContext, () => pageContext.mall.get<Record<string, unknown>>(`/api/company/quote/detail/${id}`));
  return toQuoteDetail(raw ?? {});
}
