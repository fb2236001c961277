// Reorder lists in the demo mall (docs/company-api.md §7): lists shared by every member of one company and by
// no other company, edit rights (owner, 管理员, others refused), merging the same SKU, idempotent saves with a
// request_key (repeated and concurrent), add-to-cart skipping lines off the shelf, out of stock or whose SKU is
// gone, and the role refusals.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDemoMall, type DemoMallContext } from '../../../demo-mall/app.ts';
import type { Product } from '../../../demo-mall/catalogue/catalogue-types.ts';
import { call } from './accounts-helpers.ts';
import { invite, memberToken, registerUser } from './company-members-helpers.ts';
import { seededImage } from '../../helpers/mall/seeded-image.ts';

let app: FastifyInstance;
let context: DemoMallContext;
/** 李经理 (uid 2), 管理员 of company 1 */
let admin: string;
/** two 采购员 of company 1 and the 管理员 of company 2 */
let buyerA: { uid: number; token: string };
let buyerB: { uid: number; token: string };
let otherCompany: string;
let product: Product;

const get = (url: string, token: string) => call(app, 'GET', url, undefined, token);
const post = (url: string, payload: object, token: string) => call(app, 'POST', url, payload, token);

async function member(phone: string, role: string): Promise<{ uid: number; token: string }> {
  const user = await registerUser(app, phone);
  expect((await invite(app, admin, phone, role)).message).toBe('邀请成功');
  return { uid: user.uid, token: memberToken(context, 1, user.uid) };
}

const line = (sku: number, quantity: number) => ({
  product_id: product.product_id,
  product_attr_unique: product.skus[sku]?.unique ?? '',
  quantity,
});

async function createList(token: string, name: string, lines: object[] = [line(0, 2)], key?: string): Promise<number> {
  const answer = await post('/api/company/reorder_list/create', { name, lines, request_key: key }, token);
  expect(answer).toMatchObject({ status: 200, message: '保存成功' });
  return answer.data.list_id as number;
}

beforeEach(async () => {
  ({ app, context } = await buildDemoMall({ database: await seededImage(), testHooks: true, printSms: false }));
  admin = memberToken(context, 1, 2);
  otherCompany = memberToken(context, 2, 3);
  buyerA = await member('13900000801', 'buyer');
  buyerB = await member('13900000802', 'buyer');
  const found = [...context.catalogue.goods.eachNormalProduct()].find(
    (p) =>
      p.product_type === 0 && p.skus.length >= 3 && p.skus.every((s) => s.stock >= 50) && p.once_min_count <= 1 && p.once_max_count === 0,
  );
  if (!found) throw new Error('no product with three SKUs in stock in the seed');
  product = found;
});
afterEach(async () => app.close());

describe('shared per company', () => {
  it('a list saved by one member is seen by every member of the company with its owner, and by no other company', async () => {
    const id = await createList(buyerA.token, '车间常用件', [line(0, 2), line(1, 5)]);
    for (const token of [buyerA.token, buyerB.token, admin]) {
      const lists = await get('/api/company/reorder_list/lst', token);
      expect(lists.data.count).toBe(1);
      expect(lists.data.list[0]).toMatchObject({ list_id: id, name: '车间常用件', owner_uid: buyerA.uid, line_count: 2 });
      expect(lists.data.list[0].owner_name).not.toBe('');
    }
    expect((await get('/api/company/reorder_list/lst', otherCompany)).data).toEqual({ count: 0, list: [] });
    expect((await get(`/api/company/reorder_list/detail/${id}`, otherCompany)).message).toBe('清单不存在');
    expect((await post(`/api/company/reorder_list/cart/${id}`, {}, otherCompany)).message).toBe('清单不存在');

    const detail = await get(`/api/company/reorder_list/detail/${id}`, buyerB.token);
    expect(detail.data).toMatchObject({ list_id: id, is_owner: false, can_edit: false });
    expect(detail.data.lines).toHaveLength(2);
    expect(detail.data.lines[0]).toMatchObject({
      product_id: product.product_id,
      product_attr_unique: product.skus[0]?.unique,
      quantity: 2,
      store_name: product.store_name,
      suk: product.skus[0]?.sku,
      state: 'ok',
      state_name: '可购买',
    });
    expect(detail.data.lines[0].price).toMatch(/^\d+\.\d{2}$/);
    expect(detail.data.lines[0].stock).toBeGreaterThan(0);
  });

  it('a user token without a membership and a disabled member are refused', async () => {
    const stranger = await registerUser(app, '13900000803');
    expect((await get('/api/company/reorder_list/lst', stranger.token)).message).toBe('暂无企业账号');
    await post(`/api/company/member/status/${buyerB.uid}`, { status: 0 }, admin);
    expect((await get('/api/company/reorder_list/lst', buyerB.token)).message).toBe('您的企业成员身份已停用');
  });
});

describe('edit rights', () => {
  it('the owner and the 管理员 edit a list; another 采购员 is refused everything and nothing changes', async () => {
    const id = await createList(buyerA.token, '月度备件', [line(0, 2)]);
    const lineId = (await get(`/api/company/reorder_list/detail/${id}`, buyerA.token)).data.lines[0].line_id as number;

    const refused = [
      post(`/api/company/reorder_list/rename/${id}`, { name: '别人的' }, buyerB.token),
      post(`/api/company/reorder_list/lines/${id}`, { lines: [line(1, 1)] }, buyerB.token),
      post(`/api/company/reorder_list/line/update/${lineId}`, { quantity: 9 }, buyerB.token),
      post(`/api/company/reorder_list/line/delete/${lineId}`, {}, buyerB.token),
      post(`/api/company/reorder_list/delete/${id}`, {}, buyerB.token),
    ];
    for (const answer of await Promise.all(refused)) expect(answer.message).toBe('只有清单创建人或管理员可以修改此清单');
    const untouched = (await get(`/api/company/reorder_list/detail/${id}`, buyerA.token)).data;
    expect(untouched).toMatchObject({ name: '月度备件', can_edit: true, is_owner: true });
    expect(untouched.lines).toEqual([expect.objectContaining({ line_id: lineId, quantity: 2 })]);

    expect((await post(`/api/company/reorder_list/line/update/${lineId}`, { quantity: 7 }, buyerA.token)).message).toBe('修改成功');
    expect((await post(`/api/company/reorder_list/rename/${id}`, { name: '  月度备件（新）  ' }, buyerA.token)).message).toBe('重命名成功');
    const adminView = (await get(`/api/company/reorder_list/detail/${id}`, admin)).data;
    expect(adminView).toMatchObject({ name: '月度备件（新）', can_edit: true, is_owner: false });
    expect(adminView.lines[0].quantity).toBe(7);

    expect((await post(`/api/company/reorder_list/rename/${id}`, { name: '管理员改名' }, admin)).message).toBe('重命名成功');
    expect((await post(`/api/company/reorder_list/line/delete/${lineId}`, {}, admin)).message).toBe('删除成功');
    expect((await get(`/api/company/reorder_list/detail/${id}`, buyerA.token)).data.lines).toEqual([]);
    expect((await post(`/api/company/reorder_list/delete/${id}`, {}, admin)).message).toBe('删除成功');
    expect((await get(`/api/company/reorder_list/detail/${id}`, buyerA.token)).message).toBe('清单不存在');
  });

  it('roles without orders.buy read lists but may not create one or add one to the cart', async () => {
    const viewer = await member('13900000804', 'viewer');
    const finance = await member('13900000805', 'finance');
    const id = await createList(buyerA.token, '只读可见');
    for (const token of [viewer.token, finance.token]) {
      expect((await get('/api/company/reorder_list/lst', token)).data.count).toBe(1);
      expect((await get(`/api/company/reorder_list/detail/${id}`, token)).data.can_edit).toBe(false);
      expect((await post('/api/company/reorder_list/create', { name: '不可', lines: [line(0, 1)] }, token)).message).toBe(
        '您的企业角色无权进行此操作',
      );
      expect((await post(`/api/company/reorder_list/cart/${id}`, {}, token)).message).toBe('您的企业角色无权进行此操作');
    }
    expect((await get('/api/company/reorder_list/lst', admin)).data.count).toBe(1);
  });
});

describe('validation and merging', () => {
  it('names are 1–30 characters and unique per company; another company may use the same name', async () => {
    expect((await post('/api/company/reorder_list/create', { name: '  ' }, buyerA.token)).message).toBe('请输入清单名称');
    expect((await post('/api/company/reorder_list/create', { name: '名'.repeat(31) }, buyerA.token)).message).toBe(
      '清单名称长度不能超过 30',
    );
    await createList(buyerA.token, '名'.repeat(30), []);
    const first = await createList(buyerA.token, '常用');
    expect((await post('/api/company/reorder_list/create', { name: '常用', lines: [line(1, 1)] }, buyerB.token)).message).toBe(
      '已有同名清单，请换一个名称',
    );
    const second = await createList(buyerB.token, '常用2');
    expect((await post(`/api/company/reorder_list/rename/${second}`, { name: '常用' }, buyerB.token)).message).toBe(
      '已有同名清单，请换一个名称',
    );
    expect((await get(`/api/company/reorder_list/detail/${first}`, buyerA.token)).data.lines).toHaveLength(1);
    await createList(otherCompany, '常用');
  });

  it('lines are checked: a product not on sale, a SKU that is not its own, a bad quantity, too many lines', async () => {
    const create = (lines: object[]) => post('/api/company/reorder_list/create', { name: '校验', lines }, buyerA.token);
    expect((await create([{ product_id: 99999999, product_attr_unique: 'x', quantity: 1 }])).message).toBe('商品已下架');
    expect((await create([{ ...line(0, 1), product_attr_unique: 'not-a-sku' }])).message).toBe('商品规格不存在');
    expect((await create([line(0, 0)])).message).toBe('数量必须是 1 到 9999 之间的整数');
    expect((await create([line(0, 10000)])).message).toBe('数量必须是 1 到 9999 之间的整数');
    expect((await create([{ product_id: 'abc' }])).message).toBe('商品参数错误');
    expect((await create(Array.from({ length: 201 }, () => line(0, 1)))).message).toBe('一个清单最多 200 种商品');
    const seckill = context.catalogue.goods.productById.get(context.catalogue.activities.seckillInfos[0]?.product_id ?? 0);
    if (seckill) {
      const answer = await create([{ product_id: seckill.product_id, product_attr_unique: seckill.skus[0]?.unique, quantity: 1 }]);
      expect(answer.message).toBe('活动商品不能加入常购清单');
    }
    expect((await get('/api/company/reorder_list/lst', buyerA.token)).data.count).toBe(0);
  });

  it('adding the same SKU again merges the quantities, within one save and across saves; over 9999 is refused whole', async () => {
    const id = await createList(buyerA.token, '合并', [line(0, 2), line(0, 3), line(1, 1)]);
    const added = await post(`/api/company/reorder_list/lines/${id}`, { lines: [line(0, 4), line(2, 6)] }, buyerA.token);
    expect(added).toMatchObject({ status: 200, message: '已加入清单', data: { list_id: id, added: 2, repeated: false } });
    const quantities = (await get(`/api/company/reorder_list/detail/${id}`, buyerA.token)).data.lines.map(
      (l: { product_attr_unique: string; quantity: number }) => [l.product_attr_unique, l.quantity],
    );
    expect(quantities).toEqual([
      [product.skus[0]?.unique, 9],
      [product.skus[1]?.unique, 1],
      [product.skus[2]?.unique, 6],
    ]);
    const tooMany = await post(`/api/company/reorder_list/lines/${id}`, { lines: [line(2, 1), line(0, 9991)] }, buyerA.token);
    expect(tooMany.message).toBe('合并后的数量不能超过 9999');
    const after = (await get(`/api/company/reorder_list/detail/${id}`, buyerA.token)).data.lines;
    expect(after.map((l: { quantity: number }) => l.quantity)).toEqual([9, 1, 6]);
  });
});

describe('idempotent saves', () => {
  it('the same request_key twice creates one list and adds lines once', async () => {
    const body = { name: '双击', lines: [line(0, 2)], request_key: 'key-create-0001' };
    const first = await post('/api/company/reorder_list/create', body, buyerA.token);
    const again = await post('/api/company/reorder_list/create', body, buyerA.token);
    expect(again).toMatchObject({ status: 200, message: '保存成功', data: { list_id: first.data.list_id, repeated: true } });
    expect((await get('/api/company/reorder_list/lst', buyerA.token)).data.count).toBe(1);

    const add = { lines: [line(0, 3)], request_key: 'key-add-00000001' };
    await post(`/api/company/reorder_list/lines/${first.data.list_id}`, add, buyerA.token);
    const repeated = await post(`/api/company/reorder_list/lines/${first.data.list_id}`, add, buyerA.token);
    expect(repeated.data).toMatchObject({ repeated: true, added: 1 });
    expect((await get(`/api/company/reorder_list/detail/${first.data.list_id}`, buyerA.token)).data.lines[0].quantity).toBe(5);
    expect((await post('/api/company/reorder_list/create', { name: '坏键', request_key: 'x' }, buyerA.token)).message).toBe(
      '请求标识不正确',
    );
  });

  it('concurrent saves with one key make one list; concurrent adds with one key add once', async () => {
    const body = { name: '并发', lines: [line(1, 2)], request_key: 'key-concurrent-01' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('/api/company/reorder_list/create', body, buyerA.token)));
    const ids = new Set(answers.map((a) => a.data.list_id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.data.repeated === false)).toHaveLength(1);
    expect((await get('/api/company/reorder_list/lst', buyerA.token)).data.count).toBe(1);
    const id = [...ids][0] as number;
    const add = { lines: [line(1, 3)], request_key: 'key-concurrent-02' };
    await Promise.all(Array.from({ length: 6 }, () => post(`/api/company/reorder_list/lines/${id}`, add, buyerA.token)));
    expect((await get(`/api/company/reorder_list/detail/${id}`, buyerA.token)).data.lines[0].quantity).toBe(5);
  });

  it('keys are remembered per company: another company’s same key saves its own list', async () => {
    const key = 'key-per-company-1';
    const mine = await post('/api/company/reorder_list/create', { name: '甲', lines: [line(0, 1)], request_key: key }, buyerA.token);
    const theirs = await post('/api/company/reorder_list/create', { name: '乙', lines: [line(0, 1)], request_key: key }, otherCompany);
    expect(theirs.data.repeated).toBe(false);
    expect(theirs.data.list_id).not.toBe(mine.data.list_id);
    expect((await get('/api/company/reorder_list/lst', otherCompany)).data.list[0].name).toBe('乙');
  });

  it('a refused save does not use up its key', async () => {
    await createList(buyerA.token, '占名');
    const body = { name: '占名', lines: [line(0, 1)], request_key: 'key-refused-0001' };
    expect((await post('/api/company/reorder_list/create', body, buyerA.token)).message).toBe('已有同名清单，请换一个名称');
    expect((await post('/api/company/reorder_list/create', { ...body, name: '另名' }, buyerA.token)).data.repeated).toBe(false);
  });
});

describe('add to cart', () => {
  const cartLines = async (token: string) => {
    const groups = (await get('/api/user/cart/lst', token)).data.list as Array<{
      list: Array<{ product_attr_unique: string; cart_num: number }>;
    }>;
    return groups.flatMap((g) => g.list).map((c): [string, number] => [c.product_attr_unique, c.cart_num]);
  };

  it('adds every line on sale and in stock to the caller’s company cart; skips off-shelf, out-of-stock and gone SKUs', async () => {
    const id = await createList(buyerA.token, '加购', [line(0, 2), line(1, 3), line(2, 4)]);
    const [first, , third] = (await get(`/api/company/reorder_list/detail/${id}`, buyerA.token)).data.lines as Array<{ line_id: number }>;
    // the third SKU runs out; one line's product leaves the shelf; another line's SKU disappears
    const skuThree = product.skus[2];
    if (!skuThree) throw new Error('seed');
    context.trade.stock.adjust(skuThree.unique, context.trade.stock.skuStock(skuThree) - 1);
    const insert = context.db.prepare(
      `INSERT INTO company_reorder_list_lines (list_id, product_id, sku_unique, quantity, create_time)
       VALUES (?, ?, ?, 1, '2026-11-24 10:00:00')`,
    );
    const offShelf = Number(insert.run(id, 99999999, 'gone-product').lastInsertRowid);
    const skuGone = Number(insert.run(id, product.product_id, 'gone-sku').lastInsertRowid);

    const detail = (await get(`/api/company/reorder_list/detail/${id}`, buyerB.token)).data.lines;
    expect(detail.map((l: { state: string }) => l.state)).toEqual(['ok', 'ok', 'no_stock', 'off_shelf', 'sku_gone']);

    const before = await cartLines(buyerB.token);
    const answer = await post(`/api/company/reorder_list/cart/${id}`, {}, buyerB.token);
    expect(answer).toMatchObject({ status: 200, message: '已加入购物车', data: { added: 2 } });
    expect(answer.data.skipped).toEqual([
      expect.objectContaining({ line_id: third?.line_id, reason: 'no_stock', reason_name: '库存不足', quantity: 4 }),
      expect.objectContaining({ line_id: offShelf, reason: 'off_shelf', reason_name: '已下架' }),
      expect.objectContaining({ line_id: skuGone, reason: 'sku_gone', reason_name: '规格已不存在', store_name: product.store_name }),
    ]);
    const after = await cartLines(buyerB.token);
    const pieces = (lines: Array<[string, number]>, unique: string | undefined) => lines.find(([u]) => u === unique)?.[1] ?? 0;
    expect(pieces(after, product.skus[0]?.unique) - pieces(before, product.skus[0]?.unique)).toBe(2);
    expect(pieces(after, product.skus[1]?.unique) - pieces(before, product.skus[1]?.unique)).toBe(3);
    expect(pieces(after, product.skus[2]?.unique)).toBe(pieces(before, product.skus[2]?.unique));
    expect(after.length - before.length).toBe(2);
    // one company cart: the company token of either member sees the same lines
    expect(await cartLines(buyerA.token)).toEqual(after);
    expect(first?.line_id).toBeGreaterThan(0);
  });

  it('a line that fits the stock only without what the cart already holds is skipped, not cut down', async () => {
    const sku = product.skus[0];
    if (!sku) throw new Error('seed');
    const left = context.trade.stock.skuStock(sku);
    const id = await createList(buyerA.token, '不截断', [line(0, left - 1)]);
    const before = await cartLines(buyerA.token);
    const held = before.find(([u]) => u === sku.unique)?.[1] ?? 0;
    if (held < 2) {
      const put = { product_id: product.product_id, product_attr_unique: sku.unique, cart_num: 2 - held };
      expect((await post('/api/user/cart/create', put, buyerA.token)).status).toBe(200);
    }
    const holding = await cartLines(buyerA.token);
    const answer = await post(`/api/company/reorder_list/cart/${id}`, {}, buyerA.token);
    expect(answer).toMatchObject({
      message: '没有可加入购物车的商品',
      data: { added: 0, skipped: [expect.objectContaining({ reason: 'no_stock' })] },
    });
    expect(await cartLines(buyerA.token)).toEqual(holding);
  });

  it('a user token (个人) may read lists but not fill a cart from one', async () => {
    const id = await createList(buyerA.token, '个人不可加购');
    const personal = await registerUser(app, '13900000806');
    expect((await invite(app, admin, '13900000806', 'buyer')).message).toBe('邀请成功');
    expect((await get(`/api/company/reorder_list/detail/${id}`, personal.token)).data.name).toBe('个人不可加购');
    const before = (await get('/api/user/cart/count', personal.token)).data;
    expect((await post(`/api/company/reorder_list/cart/${id}`, {}, personal.token)).message).toBe('请切换为企业身份后加入购物车');
    expect((await get('/api/user/cart/count', personal.token)).data).toEqual(before);
  });

  it('an empty list says so', async () => {
    const id = await createList(buyerA.token, '空清单', []);
    expect((await post(`/api/company/reorder_list/cart/${id}`, {}, buyerA.token)).message).toBe('清单中没有商品');
  });
});
