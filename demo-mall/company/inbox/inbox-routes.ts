// 消息中心 (docs/company-api.md §14.1): the caller's own inbox. The unread count answers every signed-in user
// (0 and member: false without a membership), so the storefront's header asks it once per page view without
// knowing first whether the visitor belongs to a company.
import type { FastifyInstance } from 'fastify';
import { INBOX_MESSAGES as M, isMemberEventFilter, MESSAGES_PAGE_SIZE } from '#shared/company/member-event-kinds.ts';
import { formatDateTime, fail, ok } from '../../core/envelope.ts';
import { intList, paramsOf, pagingOf } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import type { LoginGate } from '../../core/login-gate.ts';
import type { Membership } from '../membership.ts';
import type { InboxStore } from './inbox-store.ts';
import { inboxRowView } from './inbox-views.ts';

const LIMIT_MAX = 50;
const ReadParams = paramsOf({ ids: intList });

export interface InboxRouteDeps {
  gate: LoginGate;
  membership: Membership;
  store: InboxStore;
  now: () => number;
}

export function registerInboxRoutes(app: FastifyInstance, { gate, membership, store, now }: InboxRouteDeps): void {
  const time = () => formatDateTime(new Date(now()));

  app.get('/api/company/message/unread', async (request) => {
    const member = membership.memberOf(gate.principal(request));
    if (member?.status !== 1) return ok({ member: false, count: 0 });
    return ok({ member: true, count: store.unreadCount(member.uid) });
  });

  app.get('/api/company/message/lst', async (request) => {
    const self = membership.member(request);
    const params = readParams(request);
    const { page, limit } = pagingOf(params, MESSAGES_PAGE_SIZE);
    const filter = isMemberEventFilter(params.filter) ? params.filter : null;
    const unreadOnly = String(params.unread ?? '') === '1';
    const found = store.list({ uid: self.uid, filter, unreadOnly, page, limit: Math.min(limit, LIMIT_MAX) });
    return ok({ count: found.count, unread: store.unreadCount(self.uid), list: found.rows.map(inboxRowView) });
  });

  app.post('/api/company/message/read', async (request) => {
    const self = membership.member(request);
    const read = ReadParams.safeParse(readParams(request));
    const ids = read.success ? read.data.ids : [];
    if (ids.length === 0) return fail(M.idsInvalid);
    store.markRead(self.uid, ids.slice(0, LIMIT_MAX), time());
    return ok({ unread: store.unreadCount(self.uid) }, '已标为已读');
  });

  app.post('/api/company/message/read_all', async (request) => {
    const self = membership.member(request);
    store.markAllRead(self.uid, time());
    return ok({ unread: 0 }, '已全部标为已读');
  });
}
