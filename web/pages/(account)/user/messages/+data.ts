// /user/messages?filter=&page= 消息中心 (docs/user-centre.md): one page of the member's messages under the chosen
// filter, read on the server. The (account) guard has already checked the membership (company.view: every role).
import type { PageContextServer } from 'vike/types';
import { userPageByPath } from '#shared/routes.ts';
import { messageFilterOf } from '#web/features/inbox/inbox-view.ts';
import { loadMessages } from '#web/features/inbox/inbox.server.ts';
import { ledgerPageOf } from '#web/features/user-centre/ledger-view.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search, pathname } = pageContext.urlParsed;
  const filter = messageFilterOf(search.filter);
  const page = ledgerPageOf(search.page);
  const messages = await loadMessages(pageContext, filter, page);
  return { meta: { title: userPageByPath(pathname)?.name ?? '消息中心' }, filter, page, messages };
}
