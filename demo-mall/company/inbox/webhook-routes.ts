// 消息推送 (docs/company-api.md §14.2): a 管理员's webhook endpoints (list, add, edit, delete), the delivery log
// and 重新发送. The permission (webhooks.manage) is the route table's row, checked before these handlers run.
import type { FastifyInstance } from 'fastify';
import {
  INBOX_MESSAGES as M,
  MEMBER_EVENT_KINDS,
  isMemberEventKind,
  WEBHOOK_DELIVERY_STATES,
  WEBHOOK_LIMITS,
} from '#shared/company/member-event-kinds.ts';
import { fail, formatDateTime, ok } from '../../core/envelope.ts';
import { idOf, pagingOf } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import type { Membership } from '../membership.ts';
import type { DeliveryWorker } from './delivery-worker.ts';
import { readEndpointParams } from './webhook-params.ts';
import type { DeliveryRow, EndpointRow, WebhookStore } from './webhook-store.ts';

export interface WebhookRouteDeps {
  membership: Membership;
  store: WebhookStore;
  worker: DeliveryWorker;
  now: () => number;
  allowInternal: boolean;
}

const endpointView = (row: EndpointRow) => ({
  id: row.endpoint_id,
  url: row.url,
  // never the secret itself: its last four characters tell two apart
  secret_hint: `••••${row.secret.slice(-4)}`,
  kinds: JSON.parse(row.kinds) as string[],
  add_time: row.create_time,
});

const deliveryView = (row: DeliveryRow) => ({
  id: row.delivery_id,
  endpoint_id: row.endpoint_id,
  event_id: row.event_id,
  kind: row.kind,
  kind_name: isMemberEventKind(row.kind) ? MEMBER_EVENT_KINDS[row.kind].label : row.kind,
  text: row.text,
  state: row.state,
  state_name: WEBHOOK_DELIVERY_STATES[row.state],
  attempts: row.attempts,
  last_status: row.last_status,
  last_error: row.last_error,
  update_time: row.update_time,
});

export function registerWebhookRoutes(app: FastifyInstance, deps: WebhookRouteDeps): void {
  const { membership, store, worker, now, allowInternal } = deps;
  const time = () => formatDateTime(new Date(now()));

  app.get('/api/company/webhook/lst', async (request) => {
    const self = membership.member(request);
    return ok({ list: store.endpoints(self.companyId).map(endpointView) });
  });

  app.post('/api/company/webhook/create', async (request) => {
    const self = membership.member(request);
    const read = readEndpointParams(readParams(request), false, allowInternal);
    if (!read.ok) return fail(read.message);
    if (store.endpointCount(self.companyId) >= WEBHOOK_LIMITS.endpoints) return fail(M.tooMany);
    const id = store.insert(self.companyId, read.value.url, read.value.secret, read.value.kinds, time());
    return ok({ id }, '推送地址已添加');
  });

  app.post('/api/company/webhook/update/:id', async (request) => {
    const self = membership.member(request);
    const saved = store.endpoint(idOf(request));
    if (!saved || saved.company_id !== self.companyId) return fail(M.endpointMissing);
    const read = readEndpointParams(readParams(request), true, allowInternal);
    if (!read.ok) return fail(read.message);
    store.update(self.companyId, saved.endpoint_id, read.value.url, read.value.secret || saved.secret, read.value.kinds);
    return ok({ id: saved.endpoint_id }, '推送地址已保存');
  });

  app.post('/api/company/webhook/delete/:id', async (request) => {
    const self = membership.member(request);
    // another company's endpoint reads as a missing one; the company's own, deleted already, answers the same again
    const saved = store.endpoint(idOf(request));
    if (saved && saved.company_id !== self.companyId) return fail(M.endpointMissing);
    store.remove(self.companyId, idOf(request));
    return ok(null, '推送地址已删除');
  });

  app.get('/api/company/webhook/delivery/lst', async (request) => {
    const self = membership.member(request);
    const { page, limit } = pagingOf(readParams(request), 10);
    const found = store.deliveries(self.companyId, page, Math.min(limit, 50));
    return ok({ count: found.count, list: found.rows.map(deliveryView) });
  });

  app.post('/api/company/webhook/delivery/resend/:id', async (request) => {
    const self = membership.member(request);
    const row = store.delivery(idOf(request));
    if (!row || row.company_id !== self.companyId) return fail(M.deliveryMissing);
    store.resend(row.delivery_id, time());
    // the worker sends it on its own time; the click only queues it again (a double click queues it once)
    setImmediate(() => void worker.tick().catch(() => undefined));
    return ok(deliveryView(store.delivery(row.delivery_id) as DeliveryRow), '已加入重新发送');
  });
}
