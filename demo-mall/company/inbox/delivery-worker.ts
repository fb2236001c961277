// The webhook delivery worker (docs/adr/0050): a timer in the mall process sends, for each endpoint, its oldest
// pending delivery once due, so one endpoint receives a company's events in the order they happened. A failure
// (no answer in time, not 2xx) is tried again after a growing pause; a day after the first try it is given up
// (推送失败; 重新发送 starts another day). Each delivery is leased before it is sent, so a second worker or a slow
// tick never sends it twice at once. Tests drive tick() with a fake clock.
import { MEMBER_EVENT_KINDS, isMemberEventKind } from '#shared/company/member-event-kinds.ts';
import { formatDateTime } from '../../core/envelope.ts';
import { signedHeaders } from './webhook-signing.ts';
import { type SendOptions, sendWebhook } from './webhook-sender.ts';
import type { DeliveryRow, WebhookStore } from './webhook-store.ts';
import { webhookUrlOf } from './outbound-guard.ts';

/** Pauses after the 1st, 2nd, … failed attempt; the last repeats until a day has passed since the first. */
export const RETRY_PAUSES_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 3_600_000, 6 * 3_600_000] as const;
export const GIVE_UP_AFTER_MS = 24 * 3_600_000;

export function retryPauseMs(attemptsSoFar: number): number {
  return RETRY_PAUSES_MS[Math.min(attemptsSoFar, RETRY_PAUSES_MS.length) - 1] ?? RETRY_PAUSES_MS[0];
}

/** The JSON a receiver gets: the event as the inbox has it, and whom the mall told. */
export function webhookBody(row: DeliveryRow): string {
  const label = isMemberEventKind(row.kind) ? MEMBER_EVENT_KINDS[row.kind].label : row.kind;
  return JSON.stringify({
    id: row.event_id,
    kind: row.kind,
    label,
    company_id: row.company_id,
    text: row.text,
    link: row.link,
    time: row.create_time,
  });
}

export interface DeliveryWorkerDeps {
  store: WebhookStore;
  now: () => number;
  send: SendOptions;
  /** looked up per delivery: a deleted endpoint's deliveries are left pending and never sent */
  secretOf: (endpointId: number) => { url: string; secret: string } | null;
}

export function createDeliveryWorker({ store, now, send, secretOf }: DeliveryWorkerDeps) {
  let running: Promise<number> | null = null;

  async function deliver(row: DeliveryRow): Promise<boolean> {
    const at = now();
    const endpoint = secretOf(row.endpoint_id);
    if (!endpoint) return false;
    if (!store.lease(row, at, at + send.timeoutMs * 2)) return false;
    const url = webhookUrlOf(endpoint.url);
    const body = webhookBody(row);
    const timestamp = String(Math.floor(at / 1000));
    const result = url
      ? await sendWebhook(
          url,
          {
            ...signedHeaders(endpoint.secret, { id: String(row.event_id), kind: row.kind, timestamp, body }),
            'user-agent': 'mall-webhook/1',
          },
          body,
          send,
        )
      : { status: 0, error: '推送地址无效' };
    const after = now();
    const time = formatDateTime(new Date(after));
    const firstTry = row.first_try_ms || at;
    if (result.error === '') store.settle(row.delivery_id, 'delivered', 0, result.status, '', time);
    else if (after - firstTry >= GIVE_UP_AFTER_MS) store.settle(row.delivery_id, 'failed', 0, result.status, result.error, time);
    else store.settle(row.delivery_id, 'pending', after + retryPauseMs(row.attempts + 1), result.status, result.error, time);
    return true;
  }

  /** One pass: every endpoint's due head is sent (endpoints in parallel). Answers how many were attempted. */
  async function pass(): Promise<number> {
    const at = now();
    const due = store.heads().filter((row) => row.next_try_ms <= at);
    const sent = await Promise.all(due.map(deliver));
    return sent.filter(Boolean).length;
  }

  return {
    /** Runs one pass, or waits for the one under way. */
    tick(): Promise<number> {
      running ??= pass().finally(() => {
        running = null;
      });
      return running;
    },
    /** Ticks until nothing due is left (a delivered head lets the next one of its endpoint go at once). */
    async drain(maxPasses = 20): Promise<void> {
      for (let i = 0; i < maxPasses; i += 1) if ((await this.tick()) === 0) return;
    },
  };
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;
