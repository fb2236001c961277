// A member removed, disabled or moved to another company keeps cookies naming the first company until the mall
// says so. When a call made with the company token is refused for membership (docs/company-api.md §1.2), the
// refusal still reaches the visitor, and the same answer asks the mall which company the user belongs to now
// (GET /api/company/token with the user token) and rewrites the company cookies: the next request acts for the
// new company, or, with none, buys as a person. Nothing is retried: the refused call was meant for the old company.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MEMBER_DISABLED_MESSAGE, NOT_A_MEMBER_MESSAGE } from '#shared/company/company-roles.ts';
import { callMall } from '../upstream/call-mall.ts';
import type { MappedReply } from '../upstream/mall-errors.ts';
import { mallCallFrom } from '../upstream/mall-call-from-request.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';
import { extractTokens } from './login-answers.ts';
import { clearCompanyAccount, readAuthState, setCompanyAccount, setEntity } from './token-cookies.ts';

const MEMBERSHIP_LOST = new Set<unknown>([NOT_A_MEMBER_MESSAGE, MEMBER_DISABLED_MESSAGE]);

/** Whether `mapped` is the mall's membership refusal to a call that carried the company token. */
export function membershipLost(mapped: MappedReply, sentToken: string | undefined, companyToken: string | undefined): boolean {
  return companyToken !== undefined && sentToken === companyToken && mapped.httpStatus !== 200 && MEMBERSHIP_LOST.has(mapped.body.message);
}

/** Rewrites the company cookies from the mall's current answer for the user; a failed lookup changes nothing. */
export async function reresolveCompany(client: UpstreamClient, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { userToken } = readAuthState(request);
  if (!userToken) return;
  const answer = await callMall(
    client,
    mallCallFrom(request, { method: 'GET', url: '/api/company/token', headers: { accept: 'application/json' }, token: userToken }),
  );
  if (answer.kind === 'file') {
    answer.stream.resume();
    return;
  }
  if (answer.kind === 'failure') return;
  const { mapped } = answer;
  const company = mapped.httpStatus === 200 ? extractTokens('company-token', mapped.body)?.company : undefined;
  if (company) {
    setCompanyAccount(request, reply, company.token, company.name);
    return;
  }
  // The mall answered, and the user belongs to no company now (its own refusal, not an outage).
  if (MEMBERSHIP_LOST.has(mapped.body.message)) {
    clearCompanyAccount(request, reply);
    setEntity(request, reply, 'PERSONAL');
  }
}
