// The browser's 消息中心 calls (docs/company-api.md §14.1) through the BFF: mark some or all read.
import { apiPostWithMessage } from '#web/api/bff-client.ts';

export const inboxApi = {
  markRead: (ids: number[]) => apiPostWithMessage<{ unread: number }>('/api/company/message/read', { ids }),
  markAllRead: () => apiPostWithMessage<{ unread: number }>('/api/company/message/read_all', {}),
};
