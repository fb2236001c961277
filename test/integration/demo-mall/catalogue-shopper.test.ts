import { describe, expect, it } from 'vitest';
import { uploadedPicture } from './picture-upload-helpers.ts';
import { smsCode } from './accounts-helpers.ts';
import { catalogueMallPerBlock } from '../../helpers/mall/malls.ts';

describe('demo mall catalogue: carts, coupons, favourites, history and settlement', () => {
  const mall = catalogueMallPerBlock();

  const count = async (token: string) =>
    ((await mall.get('/api/user/cart/count', token)).data as Array<{ count: string | number }>)[0]?.count;
  /** a product with several in-stock SKUs, no purchase limits */
  const pickProduct = () => {
    const product = mall.context.flatCatalogue.normalProducts.find(
      (p) =>
        p.product_id > 100 && p.skus.length > 2 && p.skus.every((s) => s.stock > 20) && p.once_min_count === 0 && p.once_max_count === 0,
    );
    if (!product) throw new Error('no suitable product in the seed');
    return product;
  };
  it('seeds different carts for the owner and the company account, and none for the personal user', async () => {
    expect(await count(mall.ownerToken)).toBe('3');
    expect(await count(mall.companyToken)).toBe('5');
    expect(await mall.get('/api/user/cart/count', mall.personalToken)).toEqual({ status: 200, message: 'success', data: [{ count: 0 }] });
  });

  it('creates, merges, changes and deletes cart lines; buy-now lines are not counted', async () => {
    const token = mall.personalToken;
    const product = pickProduct();
    const [first, second] = product.skus as [(typeof product.skus)[number], (typeof product.skus)[number]];
    const add = (unique: string, num: number, isNew = 0) =>
      mall.post(
        '/api/user/cart/create',
        { product_id: product.product_id, product_attr_unique: unique, cart_num: num, is_new: isNew, product_type: 0 },
        token,
      );
    const created = await add(first.unique, 2);
    expect(created.status).toBe(200);
    const cartId = created.data.cart_id as number;
    const merged = await add(first.unique, 3);
    expect(merged.data.cart_id).toBe(cartId);
    expect(await count(token)).toBe('5');
    const other = await add(second.unique, 1);
    expect(other.data.cart_id).not.toBe(cartId);
    expect(await count(token)).toBe('6');
    const buyNow = await add(first.unique, 1, 1);
    expect(buyNow.data.cart_id).not.toBe(cartId);
    expect(await count(token)).toBe('6');

    const list = await mall.get('/api/user/cart/lst', token);
    expect(list.data.fail).toEqual([]);
    const group = list.data.list.find((g: { mer_id: number }) => g.mer_id === product.mer_id);
    expect(group.mer_name).toBe(mall.context.flatCatalogue.merchantById.get(product.mer_id)?.mer_name);
    const line = group.list.find((c: { cart_id: number }) => c.cart_id === cartId);
    expect(line).toMatchObject({ cart_num: 5, product_id: product.product_id, product_attr_unique: first.unique, is_new: 0 });
    expect(line.productAttr).toMatchObject({ unique: first.unique, sku: first.sku, price: expect.stringMatching(/^\d+\.\d{2}$/) });
    expect(line.product.store_name).toBe(product.store_name);
    expect(group.list.some((c: { cart_id: number }) => c.cart_id === buyNow.data.cart_id)).toBe(false);

    expect(await mall.post(`/api/user/cart/change/${cartId}`, { cart_num: 1 }, token)).toEqual({ status: 200, message: '修改成功' });
    expect(await count(token)).toBe('2');
    expect(await mall.post(`/api/user/cart/change/${cartId}`, { cart_num: 0 }, token)).toEqual({ status: 400, message: '数量必须大于0' });
    expect(await mall.post(`/api/user/cart/change/${cartId}`, { cart_num: first.stock + 1 }, token)).toEqual({
      status: 400,
      message: '库存不足',
    });
    expect(await mall.post('/api/user/cart/change/999999', { cart_num: 1 }, token)).toEqual({ status: 400, message: '购物车信息不存在' });
    // another shopper cannot touch this line
    expect((await mall.post(`/api/user/cart/change/${cartId}`, { cart_num: 1 }, mall.ownerToken)).message).toBe('购物车信息不存在');

    expect(await mall.post('/api/user/cart/delete', { cart_id: [cartId, other.data.cart_id] }, token)).toEqual({
      status: 200,
      message: '删除成功',
    });
    expect(await count(token)).toBe(0);
    expect(await mall.post('/api/user/cart/delete', { cart_id: [] }, token)).toEqual({ status: 400, message: '参数错误' });
  });

  it('refuses bad cart input with CRMEB messages', async () => {
    const token = mall.personalToken;
    const product = pickProduct();
    const sku = product.skus[0]?.unique;
    expect(await mall.post('/api/user/cart/create', { cart_num: 1 }, token)).toEqual({ status: 400, message: '商品ID不能为空' });
    expect(
      (await mall.post('/api/user/cart/create', { product_id: product.product_id, product_attr_unique: sku, cart_num: 'x' }, token))
        .message,
    ).toBe('购买数量必须是整数');
    expect(
      (await mall.post('/api/user/cart/create', { product_id: product.product_id, product_attr_unique: sku, cart_num: 0 }, token)).message,
    ).toBe('购买数量必须大于 0');
    // A list is not a number, whether JSON sends it or a form repeats the key.
    const countBefore = (await mall.get('/api/user/cart/count', token)).data;
    for (const cart_num of [[1], ['1'], { n: 1 }, true, '1e3']) {
      const refused = await mall.post(
        '/api/user/cart/create',
        { product_id: product.product_id, product_attr_unique: sku, cart_num },
        token,
      );
      expect(refused, JSON.stringify(cart_num)).toEqual({ status: 400, message: '购买数量必须是整数' });
    }
    const form = await mall.app.inject({
      method: 'POST',
      url: '/api/user/cart/create',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-token': token },
      payload: `product_id=${product.product_id}&product_attr_unique=${sku}&cart_num[]=1&cart_num[]=2`,
    });
    expect(form.json()).toEqual({ status: 400, message: '购买数量必须是整数' });
    expect((await mall.post('/api/user/cart/change/1', { cart_num: [2] }, token)).message).toBe('数量必须大于0');
    expect((await mall.get('/api/user/cart/count', token)).data).toEqual(countBefore);
    expect((await mall.post('/api/user/cart/create', { product_id: 999999, product_attr_unique: sku, cart_num: 1 }, token)).message).toBe(
      '商品已下架',
    );
    expect(
      (await mall.post('/api/user/cart/create', { product_id: product.product_id, product_attr_unique: 'nope', cart_num: 1 }, token))
        .message,
    ).toBe('SKU不存在');
    expect(
      (
        await mall.post(
          '/api/user/cart/create',
          { product_id: product.product_id, product_attr_unique: sku, cart_num: 1, product_type: 9 },
          token,
        )
      ).message,
    ).toBe('商品类型错误');
    const soldOut = mall.context.flatCatalogue.productById.get(41);
    expect(
      (await mall.post('/api/user/cart/create', { product_id: 41, product_attr_unique: soldOut?.skus[0]?.unique, cart_num: 1 }, token))
        .message,
    ).toBe('库存不足');
    const minimum = mall.context.flatCatalogue.normalProducts.find((p) => p.once_min_count > 1 && p.skus.some((s) => s.stock > 50));
    const minSku = minimum?.skus.find((s) => s.stock > 50)?.unique;
    expect(
      (await mall.post('/api/user/cart/create', { product_id: minimum?.product_id, product_attr_unique: minSku, cart_num: 1 }, token))
        .message,
    ).toBe(`购买数量不能少于 ${minimum?.once_min_count} 件`);
    expect(await mall.post('/api/user/cart/create', { product_id: product.product_id, product_attr_unique: sku, cart_num: 1 })).toEqual({
      status: 400,
      message: '请登录',
    });
  });

  it('keeps the company cart apart from the owner cart', async () => {
    const product = pickProduct();
    const added = await mall.post(
      '/api/user/cart/create',
      { product_id: product.product_id, product_attr_unique: product.skus[0]?.unique, cart_num: 2, is_new: 0, product_type: 0 },
      mall.companyToken,
    );
    expect(added.status).toBe(200);
    expect(await count(mall.companyToken)).toBe('7');
    expect(await count(mall.ownerToken)).toBe('3');
  });

  it('receives a coupon once, then answers 优惠券已领取, and lists it among the shopper coupons', async () => {
    const token = mall.ownerToken;
    expect(await mall.post('/api/coupon/receive/1', {}, token)).toEqual({ status: 200, message: '领取成功' });
    expect(await mall.post('/api/coupon/receive/1', {}, token)).toEqual({ status: 400, message: '优惠券已领取' });
    expect(await mall.post('/api/coupon/receive/9999', {}, token)).toEqual({ status: 400, message: '优惠券不存在' });
    expect(await mall.post('/api/coupon/receive/6', {}, token)).toEqual({ status: 400, message: '优惠券已领完' });
    expect(await mall.post('/api/coupon/receive/1')).toEqual({ status: 400, message: '请登录' });
    const mine = await mall.get('/api/coupon/list?statusTag=1', token);
    expect(mine.data.count).toBe(1);
    expect(mine.data.list[0]).toMatchObject({ coupon_id: 1, coupon_price: '20.00', status: 0, coupon: { type: 10 } });
    const center = await mall.get('/api/coupon/getlst?type=10&limit=10', token);
    expect(center.data.list.find((c: { coupon_id: number }) => c.coupon_id === 1).issue).toMatchObject({ coupon_id: 1 });
    expect(center.data.list.every((c: { type: number }) => c.type === 10)).toBe(true);
    // the company account has its own coupons
    expect((await mall.get('/api/coupon/list?statusTag=1', mall.companyToken)).data.count).toBe(0);
  });

  it('offers coupons of every type, store coupons and coupons for products', async () => {
    const types = new Set<number>();
    for (const c of (await mall.get('/api/coupon/getlst?limit=100')).data.list) types.add(c.type);
    expect([...types].sort((a, b) => a - b)).toEqual([0, 1, 10, 11, 12]);
    const home = await mall.get('/api/coupon/getlst?product=1&is_pc=1');
    expect(home.data.list.length).toBeLessThanOrEqual(3);
    expect(home.data.list[0].ProductLst.length).toBeGreaterThan(0);
    const storeCoupons = await mall.get('/api/coupon/store/1');
    expect(storeCoupons.data.every((c: { mer_id: number; type: number }) => c.mer_id === 1 && (c.type === 0 || c.type === 1))).toBe(true);
    const forProduct = await mall.get('/api/coupon/product?ids=1');
    expect(forProduct.data.some((c: { type: number }) => c.type === 0 || c.type === 1)).toBe(true);
  });

  it('favourites products and follows stores, with care flags and lists', async () => {
    const token = mall.ownerToken;
    expect(await mall.post('/api/user/relation/create', { type_id: 5, type: 1 }, token)).toEqual({ status: 200, message: '关注成功' });
    expect((await mall.post('/api/user/relation/create', { type_id: 5, type: 1 }, token)).message).toBe('您已经关注过了');
    expect((await mall.post('/api/user/relation/create', { type_id: 999999, type: 1 }, token)).message).toBe('数据不存在');
    expect((await mall.post('/api/user/relation/create', { type_id: 5, type: 7 }, token)).message).toBe('参数错误');
    const before = mall.context.flatCatalogue.merchantById.get(10)?.care_count ?? 0;
    expect((await mall.post('/api/user/relation/create', { type_id: 10, type: 10 }, token)).status).toBe(200);
    expect(mall.context.flatCatalogue.merchantById.get(10)?.care_count).toBe(before + 1);
    expect((await mall.get('/api/pc/care?id=5&type=1', token)).data).toEqual({ care: true });
    expect((await mall.get('/api/pc/care?id=10&type=10', token)).data).toEqual({ care: true });
    expect((await mall.get('/api/pc/care?id=10&type=10')).data).toEqual({ care: false });
    expect((await mall.get('/api/pc/care')).message).toBe('缺少参数');
    expect((await mall.get('/api/store/product/detail/5', token)).data.isRelation).toBe(true);
    const products = await mall.get('/api/user/relation/product/lst', token);
    expect(products.data.list[0]).toMatchObject({ type_id: 5, type: 1, spu: { product_id: 5 } });
    const stores = await mall.get('/api/user/relation/merchant/lst', token);
    expect(stores.data.list[0]).toMatchObject({ type_id: 10, type: 10, merchant: { mer_id: 10 } });
    expect(await mall.post('/api/user/relation/delete', { type_id: 5, type: 1 }, token)).toEqual({ status: 200, message: '已取消关注' });
    expect((await mall.get('/api/user/relation/product/lst', token)).data.count).toBe(0);
  });

  it('records browsing history from the product detail for a logged-in caller only', async () => {
    const token = mall.personalToken;
    await mall.get('/api/store/product/detail/12', token);
    await mall.get('/api/store/product/detail/13', token);
    await mall.get('/api/store/product/detail/12', token);
    await mall.get('/api/store/product/detail/14');
    const history = await mall.get('/api/user/history', token);
    expect(history.data.count).toBe(2);
    expect(history.data.list.map((h: { product_id: number }) => h.product_id)).toEqual([12, 13]);
    expect(history.data.list[0].spu.store_name).toBe(mall.context.flatCatalogue.productById.get(12)?.store_name);
    expect((await mall.get('/api/user/history', mall.companyToken)).data.count).toBe(0);
  });

  it('takes a 到货通知 subscription for a sold-out SKU', async () => {
    const unique = mall.context.flatCatalogue.productById.get(41)?.skus[0]?.unique;
    expect(await mall.post('/api/store/product/increase_take', { product_id: 41, unique, type: 1 }, mall.ownerToken)).toEqual({
      status: 200,
      message: '订阅成功',
    });
    expect((await mall.post('/api/store/product/increase_take', { product_id: 999999 }, mall.ownerToken)).message).toBe('商品不存在');
  });

  it('accepts a merchant settlement application with a valid SMS code and lets it be edited', async () => {
    const token = mall.ownerToken;
    const cate = await mall.get('/api/intention/cate');
    expect(cate.data.length).toBeGreaterThan(0);
    const type = await mall.get('/api/intention/type');
    expect(type.data[0]).toMatchObject({ mer_type_id: 1, type_name: '旗舰店' });
    const form = {
      phone: '13900000123',
      name: '王经理',
      mer_name: '王氏五金商行',
      merchant_category_id: 3,
      mer_type_id: 3,
      images: [await uploadedPicture(mall, token)],
    };
    expect((await mall.post('/api/intention/create', { ...form, phone: '' }, token)).message).toBe('手机号不能为空');
    expect((await mall.post('/api/intention/create', { ...form, phone: '123' }, token)).message).toBe('手机号格式不符');
    expect((await mall.post('/api/intention/create', { ...form, mer_name: '' }, token)).message).toBe('商户名称不能为空');
    expect((await mall.post('/api/intention/create', { ...form, merchant_category_id: 99 }, token)).message).toBe('商户分类不存在');
    expect(
      (await mall.post('/api/intention/create', { ...form, images: Array.from({ length: 11 }, (_, i) => `/u/${i}.png`) }, token)).message,
    ).toBe('资质图片长度不能超过 10');
    expect((await mall.post('/api/intention/create', { ...form, code: '000000' }, token)).message).toBe('验证码不正确');
    const code = await smsCode(mall.app, form.phone, 'intention');
    expect(await mall.post('/api/intention/create', { ...form, code }, token)).toEqual({ status: 200, message: '提交成功' });
    const list = await mall.get('/api/intention/lst', token);
    expect(list.data.count).toBe(1);
    const row = list.data.list[0];
    expect(row).toMatchObject({ mer_name: '王氏五金商行', status: 0, category_name: '五金机电', type_name: '专营店' });
    expect(row).not.toHaveProperty('code');
    expect((await mall.get(`/api/intention/detail/${row.mer_intention_id}`, token)).data.phone).toBe(form.phone);
    expect((await mall.get(`/api/intention/detail/${row.mer_intention_id}`, mall.personalToken)).message).toBe('数据不存在');
    const code2 = await smsCode(mall.app, '13900000124', 'intention');
    const updated = await mall.post(
      `/api/intention/update/${row.mer_intention_id}`,
      { ...form, phone: '13900000124', mer_name: '王氏五金', code: code2 },
      token,
    );
    expect(updated).toEqual({ status: 200, message: '修改成功' });
    expect((await mall.get(`/api/intention/detail/${row.mer_intention_id}`, token)).data.mer_name).toBe('王氏五金');
    expect(await mall.post('/api/intention/create', form)).toEqual({ status: 400, message: '请登录' });
  });
});
