// The bell's unread count (docs/company-api.md §14.1): one small read per page view of a signed-in company member,
// none for a guest and none for a user who belongs to no company.
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAll, logIn, setup } from './bff-kit.ts';

const DIST_DIR = existsSync(new URL('../../../dist-bff/server/entry.mjs', import.meta.url)) ? 'dist-bff' : 'dist';
const USER = { status: 200, message: 'success', data: { uid: 2, nickname: '李经理', avatar: '', is_svip: 0 } };
const UNREAD = { status: 200, message: 'success', data: { member: true, count: 3 } };

async function unreadReadsForOnePage(signedIn: 'guest' | 'personal' | 'member'): Promise<{ reads: number; html: string }> {
  const kit = await setup({
    pages: true,
    env: { DIST_DIR },
    answers: { 'GET /api/user': USER, 'GET /api/company/message/unread': UNREAD },
  });
  const cookie = signedIn === 'guest' ? '' : await logIn(kit, signedIn === 'member');
  const response = await kit.app.inject({ method: 'GET', url: '/', headers: { cookie, accept: 'text/html' } });
  expect(response.statusCode).toBe(200);
  const reads = kit.mall.requests.filter((sent) => sent.url.split('?')[0] === '/api/company/message/unread').length;
  return { reads, html: response.body };
}

afterEach(closeAll);

describe('the header bell reads the unread count only for company members', () => {
  it.each([
    ['guest', 0],
    ['personal', 0],
    ['member', 1],
  ] as const)('a %s page view sends %i unread reads', async (who, expected) => {
    const { reads, html } = await unreadReadsForOnePage(who);
    expect(reads).toBe(expected);
    expect(html.includes('消息3条未读')).toBe(expected === 1);
  });
});
