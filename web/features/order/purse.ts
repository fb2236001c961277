// Whose money pays: the purchasing entity's. Under 个人 that is the user's balance and points (GET /api/user);
// under 企业 the company account's own (GET /api/company/account, docs/mall-api.md §5.1), never the owner's.
import { toAccountEntity, type AccountEntity } from '#shared/constants.ts';
import type { SessionView } from '#shared/api/envelope.ts';

export interface Purse {
  /** decimal string as the mall answers it */
  balance: string;
  points: number;
}

export function purseEntity(session: Pick<SessionView, 'entity' | 'hasCompany'>): AccountEntity {
  return session.hasCompany ? toAccountEntity(session.entity) : 'PERSONAL';
}

export function pursePath(entity: AccountEntity): string {
  return entity === 'COMPANY' ? '/api/company/account' : '/api/user';
}

/** The available credit (可用额度) of a company account's answer; '0' for anything else. */
export function availableCreditOf(raw: { available_credit?: unknown } | null | undefined): string {
  return typeof raw?.available_credit === 'string' ? raw.available_credit : '0';
}

export function purseOf(raw: { now_money?: unknown; integral?: unknown } | null | undefined): Purse {
  const balance = typeof raw?.now_money === 'string' ? raw.now_money : '0';
  return { balance, points: Number(raw?.integral) || 0 };
}
