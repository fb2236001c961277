// The company's webhook endpoints and their delivery log (docs/company-api.md §14.2). The secret is written once
// and never answered back (the list shows its last four characters). A deleted endpoint keeps its log.
import type { DemoMallDatabase } from '../../db/database.ts';

export interface EndpointRow {
  endpoint_id: number;
  company_id: number;
  url: string;
  secret: string;
  kinds: string;
  create_time: string;
}

export interface DeliveryRow {
  delivery_id: number;
  endpoint_id: number;
  event_id: number;
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  first_try_ms: number;
  next_try_ms: number;
  last_status: number;
  last_error: string;
  update_time: string;
  kind: string;
  text: string;
  link: string;
  create_time: string;
  company_id: number;
}

const DELIVERY_COLUMNS = `d.*, e.kind, e.text, e.link, e.create_time, e.company_id`;

export function createWebhookStore(db: DemoMallDatabase) {
  const q = {
    endpoints: db.prepare('SELECT * FROM webhook_endpoints WHERE company_id = ? AND is_del = 0 ORDER BY endpoint_id'),
    endpoint: db.prepare('SELECT * FROM webhook_endpoints WHERE endpoint_id = ? AND is_del = 0'),
    count: db.prepare('SELECT COUNT(*) AS n FROM webhook_endpoints WHERE company_id = ? AND is_del = 0'),
    insert: db.prepare('INSERT INTO webhook_endpoints (company_id, url, secret, kinds, create_time) VALUES (?, ?, ?, ?, ?)'),
    update: db.prepare(
      'UPDATE webhook_endpoints SET url = ?, secret = ?, kinds = ? WHERE endpoint_id = ? AND company_id = ? AND is_del = 0',
    ),
    remove: db.prepare('UPDATE webhook_endpoints SET is_del = 1 WHERE endpoint_id = ? AND company_id = ? AND is_del = 0'),
    deliveries: db.prepare(`SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d JOIN member_events e ON e.event_id = d.event_id
      JOIN webhook_endpoints w ON w.endpoint_id = d.endpoint_id WHERE w.company_id = ? ORDER BY d.delivery_id DESC LIMIT ? OFFSET ?`),
    deliveryCount: db.prepare(`SELECT COUNT(*) AS n FROM webhook_deliveries d JOIN webhook_endpoints w ON w.endpoint_id = d.endpoint_id
      WHERE w.company_id = ?`),
    delivery: db.prepare(`SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d JOIN member_events e ON e.event_id = d.event_id
      WHERE d.delivery_id = ?`),
    // the oldest pending delivery of each live endpoint: one at a time per endpoint keeps them in order
    heads: db.prepare(`SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d JOIN member_events e ON e.event_id = d.event_id
      WHERE d.delivery_id IN (SELECT MIN(p.delivery_id) FROM webhook_deliveries p JOIN webhook_endpoints w ON w.endpoint_id = p.endpoint_id
        WHERE p.state = 'pending' AND w.is_del = 0 GROUP BY p.endpoint_id)`),
    lease: db.prepare(`UPDATE webhook_deliveries SET next_try_ms = ?, first_try_ms = CASE WHEN first_try_ms = 0 THEN ? ELSE first_try_ms END
      WHERE delivery_id = ? AND state = 'pending' AND next_try_ms = ?`),
    settle: db.prepare(`UPDATE webhook_deliveries SET state = ?, attempts = attempts + 1, next_try_ms = ?, last_status = ?, last_error = ?,
      update_time = ? WHERE delivery_id = ?`),
    resend:
      db.prepare(`UPDATE webhook_deliveries SET state = 'pending', first_try_ms = CASE WHEN state = 'pending' THEN first_try_ms ELSE 0 END,
      next_try_ms = 0, update_time = ? WHERE delivery_id = ?`),
  };

  return {
    endpoints: (companyId: number) => q.endpoints.all(companyId) as EndpointRow[],
    endpoint: (endpointId: number) => q.endpoint.get(endpointId) as EndpointRow | undefined,
    endpointCount: (companyId: number) => (q.count.get(companyId) as { n: number }).n,
    insert: (companyId: number, url: string, secret: string, kinds: string[], time: string) =>
      Number(q.insert.run(companyId, url, secret, JSON.stringify(kinds), time).lastInsertRowid),
    update: (companyId: number, endpointId: number, url: string, secret: string, kinds: string[]) =>
      q.update.run(url, secret, JSON.stringify(kinds), endpointId, companyId).changes === 1,
    remove: (companyId: number, endpointId: number) => q.remove.run(endpointId, companyId).changes === 1,
    deliveries(companyId: number, page: number, limit: number): { count: number; rows: DeliveryRow[] } {
      const count = (q.deliveryCount.get(companyId) as { n: number }).n;
      return { count, rows: q.deliveries.all(companyId, limit, (page - 1) * limit) as DeliveryRow[] };
    },
    delivery: (deliveryId: number) => q.delivery.get(deliveryId) as DeliveryRow | undefined,
    heads: () => q.heads.all() as DeliveryRow[],
    /** Claims a due delivery until `until` (so a second worker leaves it alone); false when someone else did. */
    lease: (row: DeliveryRow, nowMs: number, until: number) => q.lease.run(until, nowMs, row.delivery_id, row.next_try_ms).changes === 1,
    settle: (deliveryId: number, state: DeliveryRow['state'], nextMs: number, status: number, error: string, time: string) =>
      q.settle.run(state, nextMs, status, error, time, deliveryId),
    /** 重新发送: pending again at once; a delivery that had ended gets a fresh day of retries. */
    resend: (deliveryId: number, time: string) => q.resend.run(time, deliveryId).changes === 1,
  };
}

export type WebhookStore = ReturnType<typeof createWebhookStore>;
