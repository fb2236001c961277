// /user/quotes/@id 询价详情 (docs/user-centre.md): the quote with its revisions and messages, read on the server.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loadQuote } from '#web/features/quotes/quotes.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const id = Number.parseInt(pageContext.routeParams.id ?? '', 10);
  if (!Number.isInteger(id) || id <= 0) throw render(404);
  const quote = await loadQuote(pageContext, id);
  return { meta: { title: `询价单 ${quote.sn}` }, quote };
}
