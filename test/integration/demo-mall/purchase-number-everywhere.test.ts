// One number for one purchase (ADR 0037, addendum 2026-12-07): a held company order's approval queue row, the
// 待付款 list, the approver's message and its webhook payload name the 订单号 (wx…) the 财务's ledger line carries
// once it is paid; the 支付单号 (wxo…) is only a labelled secondary reference.
import { beforeEach, describe, expect, it } from 'vitest';
import { webhookBody } from '../../../demo-mall/company/inbox/delivery-worker.ts';
import { createWebhookStore } from '../../../demo-mall/company/inbox/webhook-store.ts';
import { approvalOrderHref, toApprovalView } from '../../../web/features/company-approvals/approval-view.ts';
import { toGroupOrderView } from '../../../web/features/order/group-order-view.ts';
import { addAddress, buyNow, placeOrder, plainSku } from './trade/trade-helpers.ts';
import { tradeMallPerTest } from '../../helpers/mall/malls.ts';
import { companyOneWith, tokensOf } from '../../helpers/mall/company-members.ts';

const mall = tradeMallPerTest();
let tokens: { admin: string; buyer: string; approver: string };

beforeEach(async () => {
  tokens = tokensOf(await companyOneWith(mall, { approver: ['13900000951', 'approver'] }));
});

describe('the one number of a purchase', () => {
  it('is the ledger’s 订单号 on the approval queue, the 待付款 list, the message and the webhook', async () => {
    const hook = { url: 'https://hooks.example.com/mall', secret: 'a-webhook-secret-0123456789', kinds: ['approval_needed'] };
    expect((await mall.post('/api/company/webhook/create', hook, tokens.admin)).status).toBe(200);
    expect((await mall.post('/api/company/approval/limit/1', { per_order_limit: '0.01' }, tokens.admin)).status).toBe(200);
    const pick = plainSku(mall.context, 30);
    const cart = [await buyNow(mall, tokens.buyer, pick, 1)];
    const { created } = await placeOrder(mall, tokens.buyer, cart, await addAddress(mall, tokens.buyer));
    expect(created.data.status).toBe('approval');
    const groupId = Number(created.data.result.order_id);
    const paySn = mall.context.trade.orders.group(groupId)?.group_order_sn ?? '';

    const queued = (await mall.get('/api/company/approval/lst?status=0', tokens.approver)).data.list[0];
    const row = toApprovalView(queued);
    const unpaid = (await mall.get('/api/order/group_order_list?page=1&limit=10', tokens.buyer)).data.list;
    const listed = toGroupOrderView(unpaid.find((group: { group_order_id: number }) => group.group_order_id === groupId));
    const message = (await mall.get('/api/company/message/lst', tokens.approver)).data.list[0];
    const [delivery] = createWebhookStore(mall.context.db).deliveries(1, 1, 10).rows;
    const payload = JSON.parse(webhookBody(delivery as NonNullable<typeof delivery>));

    expect((await mall.post(`/api/company/approval/approve/${row.id}`, { comment: '' }, tokens.approver)).status).toBe(200);
    expect((await mall.post(`/api/order/pay/${groupId}`, { type: 'balance' }, tokens.buyer)).data.status).toBe('success');
    const ledgerLine = mall.context.company.ledger.rowsBetween(1, '0000-00-00', '9999-12-31').at(-1);
    const orderSn = ledgerLine?.link_no ?? '';
    expect(orderSn).toMatch(/^wx[0-9a-f]+$/);

    expect(row).toMatchObject({ orderSn, paySn });
    // the approver weighs the unit price and can open the order
    expect(row.lines).toEqual([expect.objectContaining({ num: 1, priceFen: mall.context.trade.orders.group(groupId)?.total_price_fen })]);
    expect(approvalOrderHref(row)).toBe(`/order_stay_detail?order_id=${groupId}`);
    expect(listed).toMatchObject({ sn: orderSn, paySn });
    expect(message.text).toContain(orderSn);
    expect(message.text).not.toContain(paySn);
    expect(payload.text).toContain(orderSn);
    expect(payload.text).not.toContain(paySn);
  });
});
