// Server-side read of 消息中心 (/user/messages, docs/user-centre.md): one page of the member's messages under the
// chosen filter, 20 a page. A lost login goes to the login page, a mall fault is the error page.
import type { PageContextServer } from 'vike/types';
import { MESSAGES_PAGE_SIZE, type MemberEventFilter } from '#shared/company/member-event-kinds.ts';
import { readAccountPage } from '../order/read-account.server.ts';
import { type MessagesPage, toMessagesPage } from './inbox-view.ts';

export async function loadMessages(pageContext: PageContextServer, filter: MemberEventFilter | '', page: number): Promise<MessagesPage> {
  const raw = await readAccountPage(pageContext, () =>
    pageContext.mall.get<{ count?: unknown; unread?: unknown; list?: unknown }>('/api/company/message/lst', {
      ...(filter ? { filter } : {}),
      page,
      limit: MESSAGES_PAGE_SIZE,
    }),
  );
  return toMessagesPage(raw ?? {});
}
