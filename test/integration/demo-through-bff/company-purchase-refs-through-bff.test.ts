// 采购单号 and 成本中心 through the BFF (docs/company-api.md §8): the cost centre calls reach the mall with the company
// token while the entity is 企业; order/create's PO number is checked by the shared order schema before it is
// forwarded; a good one comes back on the order and finds it in the list's search.
import { afterEach, describe, expect, it } from 'vitest';
import { leafChain } from '../demo-mall/trade/trade-helpers.ts';
import { closeThroughBff, getAs, postAs, signInAsCompany, startThroughBff, type ThroughBff } from './through-bff-kit.ts';

afterEach(closeThroughBff);

async function affordableProduct(t: ThroughBff): Promise<{ productId: number; unique: string }> {
  const list = await t.api().get('/api/product/spu/lst?price_on=10&price_off=200&page=1&limit=20');
  for (const item of list.body.data.list as { product_id: number }[]) {
    const detail = (await t.api().get(`/api/store/product/detail/${item.product_id}`)).body.data as {
      once_min_count: number;
      sku: Record<string, { unique: string; stock: number }>;
    };
    const sku = Object.values(detail.sku).find((s) => s.stock >= 5);
    if (detail.once_min_count <= 1 && sku) return { productId: item.product_id, unique: sku.unique };
  }
  throw new Error('no affordable product in the seed');
}

describe('PO number and cost centre through the BFF', () => {
  it('keeps cost centres, refuses a bad PO before the mall and shows a good one on the order and in the search', async () => {
    const t = await startThroughBff();
    const jar = await signInAsCompany(t);
    const created = await postAs(t, jar, '/api/company/cost_center/create', { name: '总装项目', code: 'ASM-1' });
    expect(created.body).toMatchObject({ status: 200, message: '添加成功' });
    const costCenterId = created.body.data.cost_center_id as number;
    const list = await getAs(t, jar, '/api/company/cost_center/lst?status=1');
    expect(list.body.data.list).toContainEqual(expect.objectContaining({ cost_center_id: costCenterId, name: '总装项目' }));

    const { productId, unique } = await affordableProduct(t);
    const cart = await postAs(t, jar, '/api/user/cart/create', {
      product_id: productId,
      product_attr_unique: unique,
      cart_num: 1,
      is_new: 1,
      product_type: 0,
    });
    const address = await postAs(t, jar, '/api/user/address/create', {
      real_name: '王收货',
      phone: '13912345678',
      area: leafChain(),
      detail: '工业园区 1 号',
      post_code: '200000',
    });
    const order = { cart_id: [cart.body.data.cart_id], address_id: address.body.data?.address_id };
    const check = await postAs(t, jar, '/api/v2/order/check', order);
    expect(check.body.status, check.body.message).toBe(200);

    const refused = await postAs(t, jar, '/api/v2/order/create', {
      ...order,
      key: check.body.data.key,
      pay_type: 'pc',
      po_number: 'PO 12',
    });
    expect(refused.body).toMatchObject({ status: 400, message: '采购单号只能包含字母、数字和 - _ / . 符号' });

    const placed = await postAs(t, jar, '/api/v2/order/create', {
      ...order,
      key: check.body.data.key,
      pay_type: 'balance',
      po_number: 'BFF-PO-1',
      cost_center_id: costCenterId,
    });
    expect(placed.body.data.status, placed.body.message).toBe('success');
    const found = await getAs(t, jar, '/api/order/list?po_number=bff-po');
    expect(found.body.data.list).toHaveLength(1);
    expect(found.body.data.list[0]).toMatchObject({ po_number: 'BFF-PO-1', cost_center_name: '总装项目' });
  });
});
