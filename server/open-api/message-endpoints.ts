// The message pool (消息池, docs/open-api.md §Messages): the client's system member's events from the mall's
// inbox (docs/company-api.md §14), pulled unacknowledged first and acknowledged by id, beside the webhooks a
// 管理员 may also set up.
import type { z } from 'zod';
import type { OpenRoute } from './open-route.ts';
import { MessageAckInput, MessagesQuery } from './open-schemas.ts';

interface Message {
  id: number;
  kind: string;
  kind_name: string;
  text: string;
  link: string;
  add_time: string;
  is_read: number;
}

export const MESSAGE_ROUTES: OpenRoute[] = [
  {
    method: 'GET',
    path: '/open/v1/messages',
    operationId: 'pullMessages',
    summary: '拉取消息（默认只取未确认的；all=1 取全部）',
    tag: '消息',
    scope: 'messages',
    write: false,
    query: MessagesQuery,
    answerDescription: '{count, unread, list: [message]}',
    async handle(context) {
      const query = context.query as z.infer<typeof MessagesQuery>;
      const answer = await context.mall.get<{ count: number; unread: number; list: Message[] }>('/api/company/message/lst', {
        page: query.page ?? 1,
        limit: query.limit ?? 20,
        unread: query.all === '1' ? undefined : 1,
      });
      return {
        count: answer.count,
        unread: answer.unread,
        list: answer.list.map((message) => ({
          id: message.id,
          kind: message.kind,
          kind_name: message.kind_name,
          text: message.text,
          created_at: message.add_time,
          acknowledged: message.is_read === 1,
        })),
      };
    },
  },
  {
    method: 'POST',
    path: '/open/v1/messages/ack',
    operationId: 'acknowledgeMessages',
    summary: '确认消息（按 id，确认后不再出现在默认拉取中）',
    tag: '消息',
    scope: 'messages',
    write: true,
    body: MessageAckInput,
    answerDescription: '{unread}',
    async handle(context) {
      const body = context.body as z.infer<typeof MessageAckInput>;
      return context.mall.post('/api/company/message/read', { ids: body.ids });
    },
  },
];
