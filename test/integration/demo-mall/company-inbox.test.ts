// 消息中心 (docs/company-api.md §14.1, docs/adr/0049): events written in the writer's transaction reach the right
// members' inboxes: an order held over a limit tells the approvers (never its requester), the decision tells the
// requester, an invitation tells the invitee. The unread count answers any signed-in user; list, filter, mark
// read and mark all read work on one's own rows only.
import { beforeEach, describe, expect, it } from 'vitest';
import { recordMemberEvent } from '../../../demo-mall/company/inbox/record-event.ts';
import { registerUser } from './company-members-helpers.ts';
import { addAddress, buyNow, placeOrder, plainSku } from './trade/trade-helpers.ts';
import { tradeMallPerTest } from '../../helpers/mall/malls.ts';
import { companyOneWith, tokensOf } from '../../helpers/mall/company-members.ts';

const mall = tradeMallPerTest();
let tokens: { admin: string; buyer: string; approver: string; finance: string };

beforeEach(async () => {
  tokens = tokensOf(await companyOneWith(mall, { approver: ['13900000911', 'approver'], finance: ['13900000912', 'finance'] }));
});

const unread = async (token: string) => (await mall.get('/api/company/message/unread', token)).data;
const inbox = async (token: string, query = '') => (await mall.get(`/api/company/message/lst${query}`, token)).data;

async function heldOrder(): Promise<number> {
  expect((await mall.post('/api/company/approval/limit/1', { per_order_limit: '0.01' }, tokens.admin)).status).toBe(200);
  const pick = plainSku(mall.context, 30);
  const { created } = await placeOrder(
    mall,
    tokens.buyer,
    [await buyNow(mall, tokens.buyer, pick, 1)],
    await addAddress(mall, tokens.buyer),
  );
  expect(created.data.status).toBe('approval');
  return Number(created.data.result.order_id);
}

describe('events reach the right inboxes', () => {
  it('an invitation tells the invitee; a held order tells the approvers, not its requester; the decision tells the requester', async () => {
    const invited = await inbox(tokens.buyer);
    expect(invited.list).toHaveLength(1);
    expect(invited.list[0]).toMatchObject({
      kind: 'member_invited',
      kind_name: '加入企业',
      filter: 'member',
      is_read: 0,
      link: '/user/company',
    });
    expect(invited.list[0].text).toContain('采购员');

    const groupId = await heldOrder();
    const sn = mall.context.trade.orders.ordersOfGroup(groupId)[0]?.order_sn;
    for (const token of [tokens.admin, tokens.approver]) {
      const needed = (await inbox(token, '?filter=approval')).list;
      expect(needed).toHaveLength(1);
      expect(needed[0]).toMatchObject({ kind: 'approval_needed', kind_name: '待审批', link: '/user/approvals' });
      expect(needed[0].text).toContain(sn);
    }
    expect((await inbox(tokens.buyer, '?filter=approval')).list).toEqual([]);
    expect((await inbox(tokens.finance, '?filter=approval')).list).toEqual([]);
    expect(await unread(tokens.approver)).toEqual({ member: true, count: 2 });

    const approvalId = (await mall.get(`/api/order/group_order_detail/${groupId}`, tokens.buyer)).data.approval.approval_id;
    expect((await mall.post(`/api/company/approval/approve/${approvalId}`, { comment: '' }, tokens.approver)).status).toBe(200);
    // a second click decides nothing and tells nobody again
    expect((await mall.post(`/api/company/approval/approve/${approvalId}`, { comment: '' }, tokens.approver)).status).toBe(400);
    const decided = (await inbox(tokens.buyer, '?filter=approval')).list;
    expect(decided).toHaveLength(1);
    expect(decided[0]).toMatchObject({ kind: 'approval_decided', kind_name: '审批结果' });
    expect(decided[0].text).toBe(`您的订单 ${sn} 已审批通过，请尽快支付`);
  });

  it('a refused order (rolled back) leaves no event behind', async () => {
    const before = (mall.context.db.prepare('SELECT COUNT(*) AS n FROM member_events').get() as { n: number }).n;
    expect(() =>
      mall.context.db.transaction(() => {
        const written = recordMemberEvent(mall.context.db, {
          companyId: 1,
          memberIds: [1],
          kind: 'budget_80',
          text: '预算已用80%',
          link: '/user',
        });
        expect(written).toBeGreaterThan(0);
        throw new Error('the writer fails after the event');
      })(),
    ).toThrow();
    expect((mall.context.db.prepare('SELECT COUNT(*) AS n FROM member_events').get() as { n: number }).n).toBe(before);
  });
});

describe('reading the inbox', () => {
  it('counts unread, marks one and all read (twice changes nothing), and answers a personal user member: false', async () => {
    await heldOrder();
    const mine = await inbox(tokens.approver);
    expect(mine.count).toBe(2);
    expect(mine.unread).toBe(2);
    const first = mine.list[0].id as number;
    // someone else's ids are ignored
    const other = (await inbox(tokens.buyer)).list[0].id as number;
    expect(await mall.post('/api/company/message/read', { ids: [first, other] }, tokens.approver)).toMatchObject({
      status: 200,
      data: { unread: 1 },
    });
    expect(await mall.post('/api/company/message/read', { ids: [first] }, tokens.approver)).toMatchObject({ data: { unread: 1 } });
    expect((await inbox(tokens.buyer)).list[0].is_read).toBe(0);
    expect((await inbox(tokens.approver, '?unread=1')).list).toHaveLength(1);
    expect(await mall.post('/api/company/message/read', { ids: [] }, tokens.approver)).toEqual({
      status: 400,
      message: '请选择要标为已读的消息',
    });
    expect((await mall.post('/api/company/message/read_all', {}, tokens.approver)).message).toBe('已全部标为已读');
    expect((await mall.post('/api/company/message/read_all', {}, tokens.approver)).status).toBe(200);
    expect(await unread(tokens.approver)).toEqual({ member: true, count: 0 });

    const personal = await registerUser(mall.app, '13900000919');
    expect(await unread(personal.token)).toEqual({ member: false, count: 0 });
    expect((await mall.get('/api/company/message/lst', personal.token)).message).toBe('暂无企业账号');
  });

  it('pages 20 at a time, newest first', async () => {
    const db = mall.context.db;
    const insert = db.prepare(
      "INSERT INTO member_events (company_id, kind, text, create_time) VALUES (1, 'credit_overdue', ?, '2026-01-01 00:00:00')",
    );
    const to = db.prepare('INSERT INTO member_inbox (uid, event_id) VALUES (1, ?)');
    for (let i = 0; i < 25; i += 1) to.run(insert.run(`第${i}条`).lastInsertRowid);
    const page1 = await inbox(tokens.buyer, '?filter=credit');
    expect(page1.count).toBe(25);
    expect(page1.list).toHaveLength(20);
    expect(page1.list[0].text).toBe('第24条');
    expect((await inbox(tokens.buyer, '?filter=credit&page=2')).list).toHaveLength(5);
  });
});
