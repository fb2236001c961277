import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildDemoMall } from '../../../demo-mall/app.ts';
import { solidPng } from '../../helpers/e2e/png.ts';
import { tempFilePerBlock } from '../../helpers/mall/lifecycle.ts';
import { call, login, smsCode } from './accounts-helpers.ts';

const PHONE = '13912345678';
const PASSWORD = 'Restart@2026';

describe('demo mall: state survives a restart on the same database file', () => {
  const file = tempFilePerBlock('demo-mall-restart-', 'mall.sqlite');

  const startWithContext = () => buildDemoMall({ database: file.path, testHooks: true, printSms: false });
  const start = async (): Promise<FastifyInstance> => (await startWithContext()).app;

  it('keeps a registration, a cart line, a favourite, a coupon, an upload and tokens', async () => {
    const { app: first, context } = await startWithContext();
    const product = [...context.catalogue.goods.eachNormalProduct()].find(
      (p) => p.skus.length === 1 && (p.skus[0]?.stock ?? 0) > 10 && p.once_min_count === 0 && p.once_max_count === 0,
    );
    if (!product) throw new Error('no single-SKU product in the seed');
    const code = await smsCode(first, PHONE, 'register');
    const registered = await call(first, 'POST', '/api/auth/register', {
      phone: PHONE,
      sms_code: code,
      pwd: PASSWORD,
      zone_id: '101',
      user_type: 'pc',
    });
    expect(registered.status).toBe(200);
    const token = registered.data.token as string;
    const uid = registered.data.user.uid as number;

    const added = await call(
      first,
      'POST',
      '/api/user/cart/create',
      { product_id: product.product_id, cart_num: 3, product_type: 0 },
      token,
    );
    expect(added.status).toBe(200);
    expect((await call(first, 'POST', '/api/user/relation/create', { type_id: 7, type: 1 }, token)).status).toBe(200);
    expect((await call(first, 'POST', '/api/coupon/receive/1', {}, token)).status).toBe(200);
    const png = solidPng(6, 6);
    const boundary = 'restartBoundary';
    const uploaded = await first.inject({
      method: 'POST',
      url: '/api/upload/image/file',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-token': token },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    const uploadPath = (uploaded.json() as { data: { path: string } }).data.path;
    const doomed = (await login(first, PHONE, PASSWORD)).data.token as string;
    expect((await call(first, 'POST', '/api/logout', {}, doomed)).message).toBe('退出登录');
    await first.close();

    const second = await start();
    try {
      const again = await login(second, PHONE, PASSWORD);
      expect(again.status).toBe(200);
      expect(again.data.user.uid).toBe(uid);
      expect((await login(second, PHONE, 'Wrong@2026')).status).toBe(400);

      // the token from before the restart still opens the account
      expect((await call(second, 'GET', '/api/user', undefined, token)).data).toMatchObject({
        uid,
        total_collect_product: 1,
        total_coupon: 1,
      });
      expect((await call(second, 'GET', '/api/user/cart/count', undefined, token)).data).toEqual([{ count: '3' }]);
      const cart = await call(second, 'GET', '/api/user/cart/lst', undefined, token);
      expect(cart.data.list.flatMap((group: { list: unknown[] }) => group.list)).toEqual([
        expect.objectContaining({ cart_id: added.data.cart_id, product_id: product.product_id, cart_num: 3 }),
      ]);
      const favourites = await call(second, 'GET', '/api/user/relation/product/lst', undefined, token);
      expect(favourites.data.list).toEqual([expect.objectContaining({ type_id: 7, type: 1 })]);
      expect((await call(second, 'POST', '/api/coupon/receive/1', {}, token)).message).toBe('优惠券已领取');
      const served = await second.inject({ method: 'GET', url: uploadPath });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(png)).toBe(true);

      // a token ended by logout stays ended
      expect(await call(second, 'GET', '/api/user', undefined, doomed)).toEqual({ status: 40000, message: 'token 已过期' });
    } finally {
      await second.close();
    }
  });

  it('seeds the demo accounts and carts once: what a shopper removed stays removed', async () => {
    const mall = await start();
    const owner = (await login(mall, '13800000002', 'Demo@2026')).data.token as string;
    const lines = (await call(mall, 'GET', '/api/user/cart/lst', undefined, owner)).data.list.flatMap(
      (g: { list: Array<{ cart_id: number }> }) => g.list,
    );
    expect(lines.length).toBe(2);
    await call(mall, 'POST', '/api/user/cart/delete', { cart_id: lines.map((l: { cart_id: number }) => l.cart_id) }, owner);
    await mall.close();

    const restarted = await start();
    try {
      expect((await call(restarted, 'GET', '/api/user/cart/count', undefined, owner)).data).toEqual([{ count: 0 }]);
    } finally {
      await restarted.close();
    }
  });

  it('runs the file database in WAL mode', async () => {
    const { app, context } = await buildDemoMall({ database: file.path, printSms: false });
    try {
      expect(context.db.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      await app.close();
    }
  });
});
