// PunchOut state every BFF instance shares (the shared-state store: Redis with REDIS_URL, else memory):
// - a start ticket: the one-time start URL's secret, good for START_TICKET_SECONDS and taken once (an atomic
//   counter decides which request takes it, so two instances cannot both open it);
// - a session: where 返回采购系统 sends the cart (BrowserFormPost or HOOK_URL), kept while the mall token lasts.
// Ids are 32 random bytes; the mall token stays here and in the httpOnly cookies, never in a page.
import { createHash, randomBytes } from 'node:crypto';
import type { SharedCache } from '../shared-state/shared-cache.ts';
import type { SharedState } from '../shared-state/shared-state.ts';
import type { CxmlParty } from './cxml-write.ts';

export const START_TICKET_SECONDS = 300;
const LONGEST_SESSION_SECONDS = 8 * 3600;

export type PunchoutReturn =
  | { protocol: 'cxml'; url: string; buyerCookie: string; buyer: CxmlParty; supplier: CxmlParty }
  | { protocol: 'oci'; url: string; target: string };

export interface StartTicket {
  clientId: string;
  accessToken: string;
  /** seconds the mall token has left when the ticket was made */
  tokenSeconds: number;
  back: PunchoutReturn;
}

export interface PunchoutSession {
  clientId: string;
  /** which login this session belongs to: a later login in the same browser cannot send its cart back */
  tokenDigest: string;
  back: PunchoutReturn;
}

export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

const newId = () => randomBytes(32).toString('base64url');
const ID_SHAPE = /^[\w-]{43}$/;

export interface PunchoutStore {
  issueTicket(ticket: StartTicket): Promise<string>;
  /** The ticket, once: undefined when unknown, expired or already taken. */
  takeTicket(id: string): Promise<StartTicket | undefined>;
  openSession(session: PunchoutSession, seconds: number): Promise<string>;
  readSession(id: string): Promise<PunchoutSession | undefined>;
}

export function createPunchoutStore(state: SharedState): PunchoutStore {
  const cache: SharedCache = state.cache('punchout', { freshMs: START_TICKET_SECONDS * 1000, staleMs: 0 });
  return {
    async issueTicket(ticket) {
      const id = newId();
      await cache.write(`ticket:${id}`, ticket, { freshMs: START_TICKET_SECONDS * 1000, staleMs: 0 });
      return id;
    },
    async takeTicket(id) {
      if (!ID_SHAPE.test(id)) return undefined;
      const found = await cache.read<StartTicket>(`ticket:${id}`);
      if (!found?.fresh) return undefined;
      // The first hit wins, on every instance alike (an atomic increment in Redis).
      const claim = await state.counter.hit(`punchout-ticket:${id}`, START_TICKET_SECONDS * 1000 * 2);
      if (claim.count !== 1) return undefined;
      await cache.delete(`ticket:${id}`);
      return found.value;
    },
    async openSession(session, seconds) {
      const id = newId();
      const ms = Math.min(Math.max(seconds, 60), LONGEST_SESSION_SECONDS) * 1000;
      await cache.write(`session:${id}`, session, { freshMs: ms, staleMs: 0 });
      return id;
    },
    async readSession(id) {
      if (!ID_SHAPE.test(id)) return undefined;
      const found = await cache.read<PunchoutSession>(`session:${id}`);
      return found?.fresh ? found.value : undefined;
    },
  };
}
