// The example client of docs/examples/open-api-client.ts driven end to end against the BFF and the demo mall
// (issue 42's check): token → product pool → batch price → order submit (held by an approval rule, approved by a
// person through the company approval API) → pay → logistics → receipt → statement → invoice PDF and XML; run twice
// with the same key it makes one order; a revoked client's token is refused on its next call.
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { OpenApiClient, OpenApiError, procure } from '../../../docs/examples/open-api-client.ts';
import { leafChain } from '../demo-mall/trade/trade-helpers.ts';
import {
  closeThroughBff,
  getAs,
  postAs,
  shipByExpress,
  signInAsCompany,
  startThroughBff,
  type CookieJar,
  type ThroughBff,
} from '../demo-through-bff/through-bff-kit.ts';

afterEach(closeThroughBff);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function createClient(
  t: ThroughBff,
  admin: CookieJar,
  body: object,
): Promise<{ id: number; client_id: string; client_secret: string }> {
  const created = await postAs(t, admin, '/api/company/open_client/create', body);
  expect(created.body.status, JSON.stringify(created.body)).toBe(200);
  return created.body.data;
}

/** A normal product's first SKU, agreed for the company at a price 1.00 under its list price; its code as the pool names it. */
async function agreeOnASku(t: ThroughBff, admin: CookieJar, companyId: number): Promise<{ code: string; agreed: string }> {
  const detail = await t.hook().get('/api/store/product/detail/1');
  const sku = Object.values(detail.body.data.sku as Record<string, { bar_code: string; price: string }>)[0];
  if (!sku) throw new Error('product 1 has no SKU');
  const agreed = (Number(sku.price) - 1).toFixed(2);
  const saved = await t
    .hook()
    .post('/demo/merchant/agreements/save')
    .type('form')
    .send({
      company_id: companyId,
      code: sku.bar_code,
      min_qty: 1,
      step: 1,
      start_date: day(-1),
      end_date: day(30),
      from_1: 1,
      price_1: agreed,
    });
  expect(saved.status, saved.text).toBe(200);
  const listed = await getAs(t, admin, '/api/company/agreement_price/lst');
  return { code: listed.body.data.list[0].bar_code as string, agreed };
}

describe('the example client', () => {
  it('buys end to end twice with one key, making one order, and a revoked client is refused', async () => {
    const t = await startThroughBff();
    const base = `http://127.0.0.1:${(t.bff.app.server.address() as AddressInfo).port}`;
    const admin = await signInAsCompany(t, '13800000002');
    const member = await getAs(t, admin, '/api/company/member');
    const companyId = Number(member.body.data.company_id);
    const { code, agreed } = await agreeOnASku(t, admin, companyId);

    const address = await postAs(t, admin, '/api/user/address/create', {
      real_name: '王收货',
      phone: '13912345678',
      area: leafChain(),
      detail: '工业园区 1 号',
      post_code: '200000',
      is_default: 1,
    });
    expect(address.body.status, JSON.stringify(address.body)).toBe(200);
    // every order a 采购员 places is held for a 管理员
    const rule = await postAs(t, admin, '/api/company/approval_rule/save', {
      name: '系统下单审批',
      requester_role: 'buyer',
      levels: [{ kind: 'role', role: 'admin', mode: 'any' }],
    });
    expect(rule.body.message, JSON.stringify(rule.body)).toBe('规则已保存');
    const buying = await createClient(t, admin, {
      name: 'ERP 采购',
      role: 'buyer',
      scopes: ['catalogue', 'prices', 'orders', 'messages'],
      ip_allow: [],
    });
    const billing = await createClient(t, admin, { name: 'ERP 财务', role: 'finance', scopes: ['invoices'], ip_allow: [] });
    const buyer = new OpenApiClient(base, buying.client_id, buying.client_secret);
    const finance = new OpenApiClient(base, billing.client_id, billing.client_secret);

    const approvals: number[] = [];
    const waitFor = {
      async approval(orderId: number) {
        const queue = await getAs(t, admin, '/api/company/approval/lst?status=0');
        const row = (queue.body.data.list as { approval_id: number; group_order_id: number }[]).find(
          (one) => one.group_order_id === orderId,
        );
        if (!row) throw new Error(`order ${orderId} is not waiting for approval`);
        const approved = await postAs(t, admin, `/api/company/approval/approve/${row.approval_id}`, { comment: '同意' });
        expect(approved.body.message).toBe('已通过');
        approvals.push(row.approval_id);
      },
      shipment: (subOrderId: number) => shipByExpress(t, subOrderId, 'SF1234567890'),
      async invoice(invoiceId: number) {
        const issued = await t.hook().post('/demo/merchant/invoices/issue').type('form').send({ invoice_id: invoiceId });
        expect([200, 400]).toContain(issued.status);
      },
    };
    const purchase = { buyer, finance, code, quantity: 2, poNumber: 'PO-2026-0042', key: 'erp-po-2026-0042', waitFor };
    const first = await procure(purchase);
    expect(first.price).toBe(agreed);
    expect(first.submitted.status).toBe('held');
    expect(approvals).toHaveLength(1);
    expect(first.tracks.length).toBeGreaterThan(0);
    expect(Buffer.from(first.pdf.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(first.xml).toContain('<EInvoice');

    const second = await procure(purchase);
    expect(second.orderId).toBe(first.orderId);
    expect(second.invoiceId).toBe(first.invoiceId);
    expect(approvals).toHaveLength(1);
    const orders = await getAs(t, admin, '/api/order/list?po_number=PO-2026-0042');
    expect(orders.body.data.count).toBe(1);

    // the rest of the buying side against the real mall: detail, delivery check, cancel, the message pool
    const pool = await buyer.get<{ list: { product_id: number; code: string }[] }>('/open/v1/products', { changed_since: day(-1) });
    const item = pool.list.find((one) => one.code === code);
    expect(item).toBeDefined();
    const detail = await buyer.get<{ product_id: number; skus: unknown[] }>(`/open/v1/products/${item?.product_id}`);
    expect(detail.product_id).toBe(item?.product_id);
    expect(detail.skus.length).toBeGreaterThan(0);
    const addressId = address.body.data.address_id as number;
    const delivery = await buyer.post<{ deliverable: boolean }>('/open/v1/delivery/check', {
      address_id: addressId,
      lines: [{ code, quantity: 1 }],
    });
    expect(delivery.deliverable).toBe(true);
    const extra = await buyer.post<{ order_id: number; status: string }>(
      '/open/v1/orders',
      { lines: [{ code, quantity: 1 }], address_id: addressId, po_number: 'PO-2026-0043' },
      'erp-po-2026-0043:order',
    );
    expect(extra.status).toBe('held');
    await buyer.post(`/open/v1/orders/${extra.order_id}/cancel`, {}, 'erp-po-2026-0043:cancel');
    // a cancelled order is gone from the buyer's orders, as in the storefront
    const cancelled = await buyer.get(`/open/v1/orders/${extra.order_id}`).catch((error: unknown) => error);
    expect(cancelled).toMatchObject({ httpStatus: 404, code: 'not_found' });
    const messages = await buyer.get<{ list: { id: number; kind: string }[] }>('/open/v1/messages');
    const decided = messages.list.filter((message) => message.kind === 'approval_decided');
    expect(decided.length).toBeGreaterThan(0);
    await buyer.post('/open/v1/messages/ack', { ids: decided.map((message) => message.id) }, 'erp-ack-1');
    const after = await buyer.get<{ list: { kind: string }[] }>('/open/v1/messages');
    expect(after.list.filter((message) => message.kind === 'approval_decided')).toEqual([]);

    const revoked = await postAs(t, admin, `/api/company/open_client/revoke/${buying.id}`);
    expect(revoked.body.message).toBe('客户端已停用');
    const refused = await buyer.get('/open/v1/products').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OpenApiError);
    expect(refused).toMatchObject({ httpStatus: 401, code: 'invalid_token', message: '客户端已停用' });
  }, 180_000);
});
