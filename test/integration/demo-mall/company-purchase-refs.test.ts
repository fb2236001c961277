// 采购单号 and 成本中心/项目 (docs/company-api.md §8): the cost centre rules, the two fields on order/create and
// where they come back: the order views, the order list's PO search, the invoice request, the statement lines
// and both exports (read back with exceljs and pdf-parse).
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../demo-mall/core/envelope.ts';
import { sameMerchantSkus } from './after-sales-helpers.ts';
import { addAddress, buyNow, placeOrder } from './trade/trade-helpers.ts';
import { tradeMallPerBlock } from '../../helpers/mall/malls.ts';

const mall = tradeMallPerBlock();
/** company 2 (苏州恒泰), acting for its owner 陈工 (管理员) */
let company2: string;

beforeAll(() => {
  company2 = mall.context.signer.issue(2, 'company').token;
});

const createCostCenter = async (token: string, name: string, code = '') => {
  const body = await mall.post('/api/company/cost_center/create', { name, code }, token);
  if (body.status !== 200) throw new Error(`cost_center/create: ${body.message}`);
  return body.data.cost_center_id as number;
};

/** An unpaid order of one product with `extra` order/create fields: the answer and the group order id. */
async function order(token: string, extra: object) {
  const [pick] = sameMerchantSkus(mall.context, 1);
  if (!pick) throw new Error('no product');
  const addressId = await addAddress(mall, token);
  const cartId = await buyNow(mall, token, pick, 1);
  const check = await mall.post('/api/v2/order/check', { cart_id: [cartId], address_id: addressId }, token);
  const created = await mall.post(
    '/api/v2/order/create',
    { cart_id: [cartId], address_id: addressId, key: check.data.key, pay_type: 'pc', ...extra },
    token,
  );
  return { created, groupId: (created.data?.order_id as number | undefined) ?? 0 };
}

const groupCount = () => (mall.context.db.prepare('SELECT COUNT(*) AS n FROM group_orders').get() as { n: number }).n;

describe('cost centres', () => {
  it('are kept by 管理员, unique by name in the company, and read by every member', async () => {
    const id = await createCostCenter(company2, '研发一部', 'RD-01');
    const refusals: [object, string][] = [
      [{ name: ' 研发一部 ' }, '该成本中心名称已存在'],
      [{ name: '' }, '请填写成本中心名称'],
      [{ name: '名'.repeat(31) }, '成本中心名称不能超过 30 个字符'],
      [{ name: '质检', code: 'A'.repeat(21) }, '成本中心编码不能超过 20 个字符'],
    ];
    for (const [body, message] of refusals) {
      expect(await mall.post('/api/company/cost_center/create', body, company2)).toEqual({ status: 400, message });
    }
    // the same name in another company is another cost centre
    expect((await mall.post('/api/company/cost_center/create', { name: '研发一部' }, mall.companyToken)).status).toBe(200);

    const list = await mall.get('/api/company/cost_center/lst?limit=50', company2);
    expect(list.data.list).toContainEqual(
      expect.objectContaining({ cost_center_id: id, name: '研发一部', code: 'RD-01', status: 1, order_count: 0 }),
    );

    // a 采购员 of company 2 reads the list but may not change it
    mall.context.db
      .prepare('INSERT OR REPLACE INTO company_members (company_id, uid, role, status, join_time) VALUES (2, 1, ?, 1, ?)')
      .run('buyer', formatDateTime(new Date()));
    const buyer = mall.context.signer.issue(2, 'company', undefined, 1).token;
    try {
      expect((await mall.get('/api/company/cost_center/lst', buyer)).data.count).toBeGreaterThan(0);
      expect(await mall.post('/api/company/cost_center/create', { name: '采购员的' }, buyer)).toEqual({
        status: 400,
        message: '您的企业角色无权进行此操作',
      });
      expect(await mall.post(`/api/company/cost_center/status/${id}`, { status: 0 }, buyer)).toEqual({
        status: 400,
        message: '您的企业角色无权进行此操作',
      });
    } finally {
      mall.context.db.prepare('DELETE FROM company_members WHERE uid = 1').run();
    }
  });

  it('rename, disable and enable, and delete only while no order names them', async () => {
    const id = await createCostCenter(company2, '临时项目');
    expect(await mall.post(`/api/company/cost_center/update/${id}`, { name: '临时项目二期', code: 'P-2' }, company2)).toEqual({
      status: 200,
      message: '修改成功',
    });
    expect(await mall.post(`/api/company/cost_center/status/${id}`, { status: 0 }, company2)).toEqual({ status: 200, message: '已停用' });
    expect(await mall.post(`/api/company/cost_center/status/${id}`, { status: 5 }, company2)).toEqual({
      status: 400,
      message: '请选择正确的状态',
    });
    const disabled = await mall.get('/api/company/cost_center/lst?status=0&limit=50', company2);
    expect(disabled.data.list.map((row: { cost_center_id: number }) => row.cost_center_id)).toContain(id);
    const enabled = await mall.get('/api/company/cost_center/lst?status=1&limit=50', company2);
    expect(enabled.data.list.map((row: { cost_center_id: number }) => row.cost_center_id)).not.toContain(id);
    expect(await mall.post(`/api/company/cost_center/delete/${id}`, {}, company2)).toEqual({ status: 200, message: '删除成功' });
    expect(await mall.post(`/api/company/cost_center/delete/${id}`, {}, company2)).toEqual({ status: 400, message: '成本中心不存在' });
  });

  it('of another company cannot be changed', async () => {
    const other = await createCostCenter(mall.companyToken, '公司一的中心');
    expect(await mall.post(`/api/company/cost_center/update/${other}`, { name: '改名' }, company2)).toEqual({
      status: 400,
      message: '成本中心不存在',
    });
    expect(await mall.post(`/api/company/cost_center/delete/${other}`, {}, company2)).toEqual({ status: 400, message: '成本中心不存在' });
  });

  it('a company keeps at most 200', async () => {
    const count = mall.context.db.prepare('SELECT COUNT(*) AS n FROM company_cost_centers WHERE company_id = 1');
    const have = (count.get() as { n: number }).n;
    const insert = mall.context.db.prepare(
      "INSERT INTO company_cost_centers (company_id, name, code, status, create_time, update_time) VALUES (1, ?, '', 1, '', '')",
    );
    for (let index = have; index < 200; index++) insert.run(`批量中心${index}`);
    expect(await mall.post('/api/company/cost_center/create', { name: '第二百零一个' }, mall.companyToken)).toEqual({
      status: 400,
      message: '成本中心最多 200 个',
    });
    expect((await mall.get('/api/company/cost_center/lst?limit=500', mall.companyToken)).data.list).toHaveLength(200);
    mall.context.db.prepare("DELETE FROM company_cost_centers WHERE name LIKE '批量中心%'").run();
  });

  it('a double submitted create makes one cost centre', async () => {
    const answers = await Promise.all([1, 2].map(() => mall.post('/api/company/cost_center/create', { name: '并发中心' }, company2)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const list = await mall.get('/api/company/cost_center/lst?limit=200', company2);
    expect(list.data.list.filter((row: { name: string }) => row.name === '并发中心')).toHaveLength(1);
  });
});

describe('the PO number and cost centre on an order', () => {
  it('are checked before the order exists', async () => {
    const before = groupCount();
    expect((await order(company2, { po_number: 'PO 2026' })).created).toEqual({
      status: 400,
      message: '采购单号只能包含字母、数字和 - _ / . 符号',
    });
    expect((await order(company2, { po_number: 'P'.repeat(33) })).created).toEqual({ status: 400, message: '采购单号不能超过 32 个字符' });
    expect((await order(company2, { cost_center_id: 'abc' })).created).toEqual({ status: 400, message: '请选择正确的成本中心' });
    const disabled = await createCostCenter(company2, '已停用中心');
    await mall.post(`/api/company/cost_center/status/${disabled}`, { status: 0 }, company2);
    expect((await order(company2, { cost_center_id: disabled })).created).toEqual({
      status: 400,
      message: '所选成本中心不存在或已停用，请重新选择',
    });
    const others = await createCostCenter(mall.companyToken, '公司一的项目');
    expect((await order(company2, { cost_center_id: others })).created).toEqual({
      status: 400,
      message: '所选成本中心不存在或已停用，请重新选择',
    });
    expect(groupCount()).toBe(before);
  });

  it('are refused on a personal order, which otherwise orders as before', async () => {
    const before = groupCount();
    expect((await order(mall.userToken, { po_number: 'PO-1' })).created).toEqual({
      status: 400,
      message: '个人身份下单不能填写采购单号或成本中心，请切换为企业身份',
    });
    expect(groupCount()).toBe(before);
    const plain = await order(mall.userToken, { po_number: '', cost_center_id: 0 });
    expect(plain.created.status).toBe(200);
    const detail = await mall.get(`/api/order/group_order_detail/${plain.groupId}`, mall.userToken);
    expect(detail.data).toMatchObject({ po_number: '', cost_center_id: 0, cost_center_name: '' });
  });

  it('show on every order view, are found by the PO search, and keep the cost centre name it had', async () => {
    const costCenter = await createCostCenter(company2, '装配车间', 'ASM');
    const po = 'PO-2026/11.A_7';
    const { created, groupId } = await order(company2, { po_number: `  ${po} `, cost_center_id: String(costCenter) });
    expect(created.status).toBe(200);
    const group = await mall.get(`/api/order/group_order_detail/${groupId}`, company2);
    expect(group.data).toMatchObject({ po_number: po, cost_center_id: costCenter, cost_center_name: '装配车间' });
    expect(group.data.orderList[0]).toMatchObject({ po_number: po, cost_center_name: '装配车间' });
    const unpaid = await mall.get('/api/order/group_order_list?limit=50', company2);
    expect(unpaid.data.list.find((row: { group_order_id: number }) => row.group_order_id === groupId)).toMatchObject({ po_number: po });

    const paid = await mall.post(`/api/order/pay/${groupId}`, { type: 'balance' }, company2);
    expect(paid.data.status).toBe('success');
    const orderId = mall.context.trade.orders.ordersOfGroup(groupId)[0]?.order_id ?? 0;
    expect((await mall.get(`/api/order/detail/${orderId}`, company2)).data).toMatchObject({ po_number: po, cost_center_name: '装配车间' });

    // renaming the cost centre later does not rewrite the order
    await mall.post(`/api/company/cost_center/update/${costCenter}`, { name: '总装车间' }, company2);
    expect((await mall.get(`/api/order/detail/${orderId}`, company2)).data.cost_center_name).toBe('装配车间');
    // a used cost centre can only be disabled
    expect(await mall.post(`/api/company/cost_center/delete/${costCenter}`, {}, company2)).toEqual({
      status: 400,
      message: '该成本中心已有订单使用，不能删除，请改为停用',
    });

    const search = await mall.get('/api/order/list?po_number=2026/11.a', company2);
    expect(search.data.list.map((row: { order_id: number }) => row.order_id)).toEqual([orderId]);
    expect((await mall.get('/api/order/list?po_number=NO-SUCH-PO', company2)).data).toEqual({ count: 0, list: [] });
    const all = await mall.get('/api/order/list?limit=50', company2);
    expect(all.data.count).toBeGreaterThan(0);
    // a personal buyer's orders carry no PO number
    expect((await mall.get('/api/order/list?po_number=PO', mall.userToken)).data.count).toBe(0);
  });

  it('a repeated create with the same key keeps what the order was placed with', async () => {
    const [pick] = sameMerchantSkus(mall.context, 1);
    if (!pick) throw new Error('no product');
    const addressId = await addAddress(mall, company2);
    const { check, created } = await placeOrder(mall, company2, [await buyNow(mall, company2, pick, 1)], addressId, {
      po_number: 'FIRST-1',
    });
    const again = await mall.post(
      '/api/v2/order/create',
      { cart_id: check.data.cart_id ?? [], address_id: addressId, key: check.data.key, pay_type: 'pc', po_number: 'SECOND-2' },
      company2,
    );
    const groupId = created.data.order_id as number;
    if (again.status === 200) expect(again.data.order_id).toBe(groupId);
    expect((await mall.get(`/api/order/group_order_detail/${groupId}`, company2)).data.po_number).toBe('FIRST-1');
  });
});

describe('the statement and the invoice', () => {
  it('the statement lines and both exports carry the PO number and cost centre; the invoice request records them', async () => {
    const costCenter = await createCostCenter(company2, '设备维修项目');
    const po = 'HT-PO-88123';
    const { groupId } = await order(company2, { po_number: po, cost_center_id: costCenter });
    expect((await mall.post(`/api/order/pay/${groupId}`, { type: 'balance' }, company2)).data.status).toBe('success');
    const merchantOrder = mall.context.trade.orders.ordersOfGroup(groupId)[0];
    if (!merchantOrder) throw new Error('no merchant order');

    const statements = await mall.get('/api/company/statement/lst', company2);
    const id = statements.data.list[0].statement_id as number;
    const detail = await mall.get(`/api/company/statement/detail/${id}`, company2);
    const line = detail.data.list.find((row: { link_no: string }) => row.link_no === merchantOrder.order_sn);
    expect(line).toMatchObject({ kind: 'balance_pay', po_number: po, cost_center_name: '设备维修项目' });
    // the opening money is 期初余额, not a line (ADR 0036); every line that is not an order's has no PO number
    expect(detail.data.list.map((row: { kind: string }) => row.kind)).not.toContain('opening');
    for (const row of detail.data.list as { link_type: string; po_number: string }[]) {
      if (row.link_type !== 'order') expect(row.po_number).toBe('');
    }

    const xlsx = await mall.app.inject({
      method: 'GET',
      url: `/api/company/statement/export/${id}?type=xlsx`,
      headers: { 'x-token': company2 },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows = (workbook.worksheets[0]?.getSheetValues() ?? []).filter(Boolean).map((row) => (row as unknown[]).slice(1));
    expect(rows).toContainEqual(['日期', '类型', '单据号', '金额(元)', '净额(元)', '采购单号', '成本中心']);
    expect(rows.find((row) => row[2] === merchantOrder.order_sn)?.slice(5)).toEqual([po, '设备维修项目']);

    const pdf = await mall.app.inject({
      method: 'GET',
      url: `/api/company/statement/export/${id}?type=pdf`,
      headers: { 'x-token': company2 },
    });
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    try {
      const text = (await parser.getText()).text;
      expect(text).toContain('采购单号');
      expect(text).toContain(po);
      expect(text).toContain('设备维修项目');
    } finally {
      await parser.destroy();
    }

    const receipt = {
      receipt_type: 1,
      receipt_title_type: 2,
      receipt_title: '苏州恒泰精密机械有限公司',
      duty_paragraph: '91350100M000100Y43',
      email: 'finance@example.com',
    };
    expect(await mall.post(`/api/order/receipt/${merchantOrder.order_id}`, receipt, company2)).toEqual({
      status: 200,
      message: '操作成功',
    });
    const stored = mall.context.db.prepare('SELECT receipt_info FROM order_receipts WHERE order_id = ?').get(merchantOrder.order_id) as {
      receipt_info: string;
    };
    expect(JSON.parse(stored.receipt_info)).toMatchObject({ po_number: po, cost_center_name: '设备维修项目' });
    const invoices = await mall.get('/api/user/receipt/order?limit=50', company2);
    const mine = invoices.data.list.find((row: { order_id: number }) => row.order_id === merchantOrder.order_id);
    expect(mine.receipt_info).toMatchObject({ po_number: po });
    expect((await mall.get(`/api/order/detail/${merchantOrder.order_id}`, company2)).data.receipt).toMatchObject({ po_number: po });
  });

  it('an invoice asked for in order/create itself records the PO number too', async () => {
    const [pick] = sameMerchantSkus(mall.context, 1);
    if (!pick) throw new Error('no product');
    const addressId = await addAddress(mall, company2);
    const receipt_data = [
      {
        mer_id: pick.product.mer_id,
        receipt_type: 1,
        receipt_title_type: 2,
        receipt_title: '苏州恒泰精密机械有限公司',
        duty_paragraph: '91350100M000100Y43',
        email: 'finance@example.com',
      },
    ];
    const { created } = await placeOrder(mall, company2, [await buyNow(mall, company2, pick, 1)], addressId, {
      po_number: 'WITH-INVOICE-1',
      receipt_data,
    });
    expect(created.status).toBe(200);
    const orderId = mall.context.trade.orders.ordersOfGroup(created.data.order_id as number)[0]?.order_id ?? 0;
    const stored = mall.context.db.prepare('SELECT receipt_info FROM order_receipts WHERE order_id = ?').get(orderId) as
      | { receipt_info: string }
      | undefined;
    expect(JSON.parse(stored?.receipt_info ?? '{}')).toMatchObject({
      po_number: 'WITH-INVOICE-1',
      receipt_title: '苏州恒泰精密机械有限公司',
    });
  });
});
