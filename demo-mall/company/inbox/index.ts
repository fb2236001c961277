// 消息中心 and 消息推送 (docs/company-api.md §14, docs/adr/0049, docs/adr/0050): the members' inbox, the company's
// webhook endpoints, and the delivery worker that sends them on a timer in the mall process. Other modules write
// events through recordMemberEvent (record-event.ts) inside their own transactions.
import type { FastifyInstance } from 'fastify';
import type { LoginGate } from '../../core/login-gate.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { Membership } from '../membership.ts';
import { createDeliveryWorker, type DeliveryWorker } from './delivery-worker.ts';
import { createInboxStore } from './inbox-store.ts';
import { registerInboxRoutes } from './inbox-routes.ts';
import { attachInboxHooks } from './record-event.ts';
import { createWebhookStore } from './webhook-store.ts';
import { registerWebhookRoutes } from './webhook-routes.ts';

export interface WebhookSettings {
  /** let webhooks reach private and loopback addresses (tests' local receivers); off by default */
  allowInternal: boolean;
  /** how often the worker looks for due deliveries, ms (0: only when an event wakes it) */
  pollMs: number;
  /** the time limit of one POST, ms */
  timeoutMs: number;
}

/** The settings from the mall's options, else DEMO_WEBHOOK_ALLOW_INTERNAL=1, else the safe defaults. */
export function webhookSettingsOf(given: Partial<WebhookSettings> | undefined, env: NodeJS.ProcessEnv): WebhookSettings {
  return {
    allowInternal: given?.allowInternal ?? env.DEMO_WEBHOOK_ALLOW_INTERNAL === '1',
    pollMs: given?.pollMs ?? 5_000,
    timeoutMs: given?.timeoutMs ?? 5_000,
  };
}

export interface Inbox {
  worker: DeliveryWorker;
  register(app: FastifyInstance, deps: { gate: LoginGate; membership: Membership }): void;
}

export function createInbox(db: DemoMallDatabase, now: () => number, settings: WebhookSettings): Inbox {
  const store = createWebhookStore(db);
  const worker = createDeliveryWorker({
    store,
    now,
    send: { allowInternal: settings.allowInternal, timeoutMs: settings.timeoutMs, maxAnswerBytes: 4096 },
    secretOf: (endpointId) => {
      const endpoint = store.endpoint(endpointId);
      return endpoint ? { url: endpoint.url, secret: endpoint.secret } : null;
    },
  });
  let closed = false;
  // a failed pass is logged and left to the next one; nothing runs once the mall (and its database) is closed
  const tick = (log: (error: unknown) => void) => () => {
    if (!closed) worker.tick().catch(log);
  };
  let wake = tick(() => undefined);
  attachInboxHooks(db, { now, wake: () => wake() });
  return {
    worker,
    register(app, { gate, membership }) {
      wake = tick((error) => app.log.error({ err: error }, 'a webhook delivery pass failed'));
      app.addHook('onClose', async () => {
        closed = true;
      });
      if (settings.pollMs > 0) {
        const timer = setInterval(wake, settings.pollMs);
        timer.unref();
        app.addHook('onClose', async () => clearInterval(timer));
      }
      app.register(async (signedIn) => {
        signedIn.addHook('preHandler', gate.requireLogin);
        registerInboxRoutes(signedIn, { gate, membership, store: createInboxStore(db), now });
        registerWebhookRoutes(signedIn, { membership, store, worker, now, allowInternal: settings.allowInternal });
      });
    },
  };
}
