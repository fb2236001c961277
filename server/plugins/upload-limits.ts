// Caps on streamed uploads in flight (multipart pictures, files: the bodies forwarded to the mall while
// they arrive): MAX_UPLOADS_PER_CLIENT per client address (429) and MAX_UPLOADS in all (503), so slow
// uploads from one place cannot hold every upload connection. The slot is given back when the answer
// ends, whichever way. docs/bff-contract.md, "Slow clients".
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env.ts';
import { isStreamedBody } from '../upstream/upstream-client.ts';
import { sendError } from './error-replies.ts';

export const TOO_MANY_UPLOADS_MESSAGE = '同时上传的文件过多，请等待当前上传完成后再试';
export const UPLOADS_BUSY_MESSAGE = '当前上传人数较多，请稍后再试';
const RETRY_AFTER_SECONDS = '10';

export type SlotRefusal = 'client' | 'total';

export interface UploadSlots {
  /** takes a slot for `client`, or says which cap refused it */
  acquire(client: string): { ok: true; release: () => void } | { ok: false; refusal: SlotRefusal };
  inUse(): number;
}

export function createUploadSlots(limits: Config['uploadLimits']): UploadSlots {
  const perClient = new Map<string, number>();
  let total = 0;
  return {
    acquire(client) {
      const mine = perClient.get(client) ?? 0;
      if (mine >= limits.perClient) return { ok: false, refusal: 'client' };
      if (total >= limits.total) return { ok: false, refusal: 'total' };
      perClient.set(client, mine + 1);
      total += 1;
      let released = false;
      return {
        ok: true,
        release: () => {
          if (released) return;
          released = true;
          total -= 1;
          const left = (perClient.get(client) ?? 1) - 1;
          if (left > 0) perClient.set(client, left);
          else perClient.delete(client);
        },
      };
    },
    inUse: () => total,
  };
}

export function registerUploadLimits(app: FastifyInstance, limits: Config['uploadLimits']): UploadSlots {
  const slots = createUploadSlots(limits);
  app.addHook('preHandler', async (request, reply) => {
    if (!isStreamedBody(request.body as never)) return;
    const slot = slots.acquire(request.ip);
    if (slot.ok) {
      reply.raw.once('close', slot.release);
      return;
    }
    reply.header('retry-after', RETRY_AFTER_SECONDS);
    if (slot.refusal === 'client') return sendError(reply, 429, TOO_MANY_UPLOADS_MESSAGE, 'RATE_LIMITED');
    return sendError(reply, 503, UPLOADS_BUSY_MESSAGE, 'BUSY');
  });
  return slots;
}
