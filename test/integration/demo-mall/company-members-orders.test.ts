// Company orders and roles (docs/company-api.md §1.3): orders remember the member who placed them; a 采购员 sees
// and acts on only their own (someone else's answers 订单不存在), 管理员 / 财务 / 只读 see all of the company's;
// 财务 and 只读 may neither buy nor act on orders. Personal orders and the owner's flows are unchanged.
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPANY_INVOICE } from './company-members-helpers.ts';
import { addAddress, buyNow, paidOrder, placeOrder, plainSku } from './trade/trade-helpers.ts';
import { tradeMallPerTest } from '../../helpers/mall/malls.ts';
import { companyOneWith, tokensOf } from '../../helpers/mall/company-members.ts';

const mall = tradeMallPerTest();
/** company 1's tokens by role: 管理员 (the owner, uid 2), 采购员 (uid 1), 财务 and 只读 (registered here) */
let tokens: { admin: string; buyer: string; finance: string; viewer: string };

const FORBIDDEN = { status: 400, message: '您的企业角色无权进行此操作' };
const MISSING = { status: 400, message: '订单不存在' };

beforeEach(async () => {
  tokens = tokensOf(await companyOneWith(mall, { finance: ['13900000801', 'finance'], viewer: ['13900000802', 'viewer'] }));
});

const memberOf = (orderId: number) =>
  (mall.context.db.prepare('SELECT member_uid AS uid FROM orders WHERE order_id = ?').get(orderId) as { uid: number | null }).uid;
const listIds = async (token: string) =>
  ((await mall.get('/api/order/list', token)).data.list as { order_id: number }[]).map((order) => order.order_id).sort();

async function unpaidGroup(token: string): Promise<number> {
  const pick = plainSku(mall.context, 30, 1);
  const { created } = await placeOrder(mall, token, [await buyNow(mall, token, pick, 1)], await addAddress(mall, token));
  expect(created.status, created.message).toBe(200);
  return created.data.order_id as number;
}

describe('company orders by role', () => {
  it('remember the member who placed them; a 采购员 sees only their own, the others see all', async () => {
    const pick = plainSku(mall.context, 30);
    const mine = await paidOrder(mall, tokens.buyer, pick);
    const theirs = await paidOrder(mall, tokens.admin, pick);
    expect(memberOf(mine.orderId)).toBe(1);
    expect(memberOf(theirs.orderId)).toBe(2);

    expect(await listIds(tokens.buyer)).toEqual([mine.orderId]);
    for (const role of ['admin', 'finance', 'viewer'] as const) {
      expect(await listIds(tokens[role]), role).toEqual([mine.orderId, theirs.orderId].sort());
    }
    expect(await mall.get(`/api/order/detail/${theirs.orderId}`, tokens.buyer)).toEqual(MISSING);
    expect((await mall.get(`/api/order/detail/${mine.orderId}`, tokens.buyer)).data.order_id).toBe(mine.orderId);
    expect((await mall.get(`/api/order/detail/${theirs.orderId}`, tokens.viewer)).data.order_id).toBe(theirs.orderId);
    expect(await mall.get(`/api/order/status/${theirs.groupId}`, tokens.buyer)).toEqual(MISSING);
    expect(await mall.get(`/api/order/group_order_detail/${theirs.groupId}`, tokens.buyer)).toEqual(MISSING);
    expect(await mall.post(`/api/order/express/${theirs.orderId}`, {}, tokens.buyer)).toEqual(MISSING);

    const buyerCounts = (await mall.get('/api/order/number', tokens.buyer)).data;
    const adminCounts = (await mall.get('/api/order/number', tokens.admin)).data;
    expect(buyerCounts.orderCount).toBe(1);
    expect(adminCounts.orderCount).toBe(2);
  });

  it('unpaid group orders: a 采购员 lists, pays and cancels only their own', async () => {
    const mine = await unpaidGroup(tokens.buyer);
    const theirs = await unpaidGroup(tokens.admin);
    const groupIds = async (token: string) =>
      ((await mall.get('/api/order/group_order_list', token)).data.list as { group_order_id: number }[])
        .map((g) => g.group_order_id)
        .sort();
    expect(await groupIds(tokens.buyer)).toEqual([mine]);
    expect(await groupIds(tokens.finance)).toEqual([mine, theirs].sort());
    expect((await mall.get('/api/order/number', tokens.buyer)).data.noPay).toBe(1);
    expect((await mall.get('/api/order/number', tokens.admin)).data.noPay).toBe(2);

    expect(await mall.post(`/api/order/pay/${theirs}`, { type: 'balance' }, tokens.buyer)).toEqual(MISSING);
    expect(await mall.post(`/api/order/cancel/${theirs}`, {}, tokens.buyer)).toEqual(MISSING);
    expect((await mall.post(`/api/order/cancel/${mine}`, {}, tokens.buyer)).message).toBe('取消成功');
    // the 管理员 acts on any company order
    expect((await mall.post(`/api/order/cancel/${theirs}`, {}, tokens.admin)).message).toBe('取消成功');
  });

  it('财务 and 只读 may not create, pay or act on company orders', async () => {
    const pick = plainSku(mall.context, 30);
    const paid = await paidOrder(mall, tokens.admin, pick);
    const unpaid = await unpaidGroup(tokens.admin);
    // the company cart and address the 管理员 prepared: the others may neither fill the cart nor check out
    const cart = await buyNow(mall, tokens.admin, pick, 1);
    const address = await addAddress(mall, tokens.admin);
    for (const role of ['finance', 'viewer'] as const) {
      const token = tokens[role];
      const buyNowBody = { product_id: pick.product.product_id, product_attr_unique: pick.sku.unique, cart_num: 1, is_new: 1 };
      expect(await mall.post('/api/user/cart/create', buyNowBody, token), role).toEqual(FORBIDDEN);
      expect(await mall.post('/api/v2/order/check', { cart_id: [cart], address_id: address }, token), role).toEqual(FORBIDDEN);
      const create = { cart_id: [cart], address_id: address, key: 'x', pay_type: 'balance' };
      expect(await mall.post('/api/v2/order/create', create, token), role).toEqual(FORBIDDEN);
      expect(await mall.post(`/api/order/pay/${unpaid}`, { type: 'balance' }, token), role).toEqual(FORBIDDEN);
      expect(await mall.post(`/api/order/cancel/${unpaid}`, {}, token), role).toEqual(FORBIDDEN);
      expect(await mall.post(`/api/order/take/${paid.orderId}`, {}, token), role).toEqual(FORBIDDEN);
      expect(await mall.post(`/api/order/del/${paid.orderId}`, {}, token), role).toEqual(FORBIDDEN);
      expect(await mall.get(`/api/refund/batch_product/${paid.orderId}`, token), role).toEqual(FORBIDDEN);
      expect(await mall.post('/api/refund/compute', { order_id: paid.orderId }, token), role).toEqual(FORBIDDEN);
      expect(await mall.post(`/api/refund/apply/${paid.orderId}`, { refund_message: '不要了' }, token), role).toEqual(FORBIDDEN);
    }
    // invoices are 财务's work: 财务 may ask for the invoice of any company order, 只读 may not
    const invoice = COMPANY_INVOICE;
    expect(await mall.post(`/api/order/receipt/${paid.orderId}`, invoice, tokens.viewer)).toEqual(FORBIDDEN);
    const asked = await mall.post(`/api/order/receipt/${paid.orderId}`, invoice, tokens.finance);
    expect(asked).not.toEqual(FORBIDDEN);
    expect(asked.status, asked.message).toBe(200);
    // the 采购员 may not ask a refund for someone else's order, and may for their own
    expect(await mall.get(`/api/refund/batch_product/${paid.orderId}`, tokens.buyer)).toEqual(MISSING);
    const own = await paidOrder(mall, tokens.buyer, pick);
    expect((await mall.get(`/api/refund/batch_product/${own.orderId}`, tokens.buyer)).status).toBe(200);
  });

  it('refunds follow their order: a 采购员 lists and opens only the refunds of their own orders', async () => {
    const pick = plainSku(mall.context, 30);
    const refundOf = async (token: string) => {
      const { orderId } = await paidOrder(mall, token, pick);
      const ids = mall.context.trade.orders.productsOf(orderId)[0]?.order_product_id ?? 0;
      const preview = await mall.post('/api/refund/compute', { order_id: orderId, type: 2, ids }, token);
      const body = { type: 2, refund_type: 1, ids, refund_message: '不要了', refund_price: preview.data.totalRefundPrice };
      const applied = await mall.post(`/api/refund/apply/${orderId}`, body, token);
      expect(applied.status, applied.message).toBe(200);
      return applied.data.refund_order_id as number;
    };
    const mine = await refundOf(tokens.buyer);
    const theirs = await refundOf(tokens.admin);
    const refundIds = async (token: string) =>
      ((await mall.get('/api/refund/list', token)).data.list as { refund_order_id: number }[]).map((r) => r.refund_order_id).sort();
    expect(await refundIds(tokens.buyer)).toEqual([mine]);
    expect(await refundIds(tokens.viewer)).toEqual([mine, theirs].sort());
    const gone = { status: 400, message: '退款单不存在' };
    expect(await mall.get(`/api/refund/detail/${theirs}`, tokens.buyer)).toEqual(gone);
    expect(await mall.post(`/api/refund/cancel/${theirs}`, {}, tokens.buyer)).toEqual(gone);
    expect((await mall.get(`/api/refund/detail/${mine}`, tokens.buyer)).status).toBe(200);
    expect((await mall.get(`/api/refund/detail/${theirs}`, tokens.finance)).status).toBe(200);
    expect(await mall.post(`/api/refund/cancel/${theirs}`, {}, tokens.finance)).toEqual(FORBIDDEN);
  });

  it('invoices follow their order: a 采购员 lists and opens only the invoices of their own orders', async () => {
    const pick = plainSku(mall.context, 30);
    const invoice = COMPANY_INVOICE;
    const invoiceOf = async (token: string) => {
      const { orderId } = await paidOrder(mall, token, pick);
      const asked = await mall.post(`/api/order/receipt/${orderId}`, invoice, token);
      expect(asked.status, asked.message).toBe(200);
      return orderId;
    };
    const mine = await invoiceOf(tokens.buyer);
    const theirs = await invoiceOf(tokens.admin);
    const invoices = async (token: string) =>
      (await mall.get('/api/user/receipt/order', token)).data as { count: number; list: { order_receipt_id: number; order_id: number }[] };
    const buyerView = await invoices(tokens.buyer);
    expect(buyerView.count).toBe(1);
    expect(buyerView.list.map((row) => row.order_id)).toEqual([mine]);
    for (const role of ['admin', 'finance', 'viewer'] as const) {
      expect((await invoices(tokens[role])).list.map((row) => row.order_id).sort(), role).toEqual([mine, theirs].sort());
    }
    const theirsReceipt = (await invoices(tokens.admin)).list.find((row) => row.order_id === theirs)?.order_receipt_id ?? 0;
    const mineReceipt = buyerView.list[0]?.order_receipt_id ?? 0;
    expect(await mall.get(`/api/user/receipt/order/${theirsReceipt}`, tokens.buyer)).toEqual({ status: 400, message: '数据不存在' });
    expect((await mall.get(`/api/user/receipt/order/${mineReceipt}`, tokens.buyer)).data.order_id).toBe(mine);
    expect((await mall.get(`/api/user/receipt/order/${theirsReceipt}`, tokens.viewer)).data.order_id).toBe(theirs);
  });

  it('personal orders are untouched: the same user buys for themselves with their user token', async () => {
    const pick = plainSku(mall.context, 30);
    const personal = await paidOrder(mall, mall.userToken, pick);
    expect(memberOf(personal.orderId)).toBeNull();
    expect(await listIds(mall.userToken)).toEqual([personal.orderId]);
    expect(await listIds(tokens.buyer)).toEqual([]);
  });
});
