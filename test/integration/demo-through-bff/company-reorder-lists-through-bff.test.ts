// Reorder lists through the BFF in front of the demo mall (docs/company-api.md §7, docs/bff-contract.md §2): the
// company token goes with /api/company/reorder_list/* while the entity is 企业, so 一键加入购物车 fills the company
// cart; under 个人 the mall refuses it and the personal cart does not change.
import { afterEach, describe, expect, it } from 'vitest';
import { closeThroughBff, getAs, postAs, signIn, startThroughBff, switchEntity } from './through-bff-kit.ts';

afterEach(closeThroughBff);

describe('reorder lists through the BFF', () => {
  it('saves once per key and adds a list to the company cart only under 企业', async () => {
    const t = await startThroughBff();
    const owner = await signIn(t, '13800000002');
    const detail = await getAs(t, owner, '/api/store/product/detail/1');
    const sku = Object.values(detail.body.data.sku as Record<string, { unique: string; stock: number }>).find((s) => s.stock >= 5);
    expect(sku).toBeDefined();
    const body = {
      name: '经BFF保存',
      lines: [{ product_id: 1, product_attr_unique: sku?.unique, quantity: 2 }],
      request_key: 'through-bff-key-1',
    };
    const saves = await Promise.all([1, 2].map(() => postAs(t, owner, '/api/company/reorder_list/create', body)));
    expect(saves.map((s) => s.body.message)).toEqual(['保存成功', '保存成功']);
    expect(saves[0]?.body.data.list_id).toBe(saves[1]?.body.data.list_id);
    const listId = saves[0]?.body.data.list_id as number;

    const count = async () => (await getAs(t, owner, '/api/user/cart/count')).body.data;
    const personalBefore = await count();
    const refused = await postAs(t, owner, `/api/company/reorder_list/cart/${listId}`);
    expect(refused.body).toMatchObject({ status: 400, message: '请切换为企业身份后加入购物车' });
    expect(await count()).toEqual(personalBefore);

    await switchEntity(t, owner, 'COMPANY');
    const lists = await getAs(t, owner, '/api/company/reorder_list/lst');
    expect(lists.body.data.list.filter((list: { name: string }) => list.name === '经BFF保存')).toHaveLength(1);
    const added = await postAs(t, owner, `/api/company/reorder_list/cart/${listId}`);
    expect(added.body).toMatchObject({ status: 200, message: '已加入购物车', data: { added: 1, skipped: [] } });
  });
});
