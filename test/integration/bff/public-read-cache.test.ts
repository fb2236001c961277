// Guests' public GETs are answered from the public-read cache (docs/bff-contract.md §1.1): one mall call for many
// requests and for concurrent misses, nothing kept for a logged-in visitor, an error or a mall saying no-store.
import { afterEach, describe, expect, it } from 'vitest';
import { closeAll, setup } from './bff-kit.ts';

afterEach(closeAll);

const LIST = { status: 200, message: 'success', data: { count: 1, list: [{ product_id: 7, store_name: '扳手' }] } };

function callsTo(kit: Awaited<ReturnType<typeof setup>>, path: string): number {
  return kit.mall.requests.filter((request) => request.url.split('?')[0] === path).length;
}

async function login(kit: Awaited<ReturnType<typeof setup>>) {
  const agent = kit.api();
  const answer = await agent.post('/api/auth/login').send({ account: '13800000001', password: 'Demo@2026' });
  expect(answer.status).toBe(200);
  return (answer.headers['set-cookie'] as unknown as string[]).map((line) => line.split(';')[0]).join('; ');
}

describe('public reads from the cache', () => {
  it('answers repeated guest GETs from one mall call, marking hits, and keeps queries apart', async () => {
    const kit = await setup({ answers: { 'GET /api/product/spu/lst': LIST } });
    const first = await kit.api().get('/api/product/spu/lst?page=1&limit=20');
    expect(first.headers['x-bff-cache']).toBe('miss');
    expect(first.body).toEqual(LIST);
    for (let i = 0; i < 5; i += 1) {
      const again = await kit.api().get('/api/product/spu/lst?page=1&limit=20');
      expect(again.headers['x-bff-cache']).toBe('hit');
      expect(again.body).toEqual(LIST);
      expect(again.headers['content-type']).toMatch(/application\/json/);
    }
    expect(callsTo(kit, '/api/product/spu/lst')).toBe(1);
    await kit.api().get('/api/product/spu/lst?page=2&limit=20');
    expect(callsTo(kit, '/api/product/spu/lst')).toBe(2);
  });

  it('makes one mall call for 25 concurrent misses of one key', async () => {
    const kit = await setup({
      answers: {
        'GET /api/store/product/detail/9': async () => {
          await new Promise((resolve) => setTimeout(resolve, 150));
          return { status: 200, message: 'success', data: { product_id: 9 } };
        },
      },
    });
    const answers = await Promise.all(Array.from({ length: 25 }, () => kit.api().get('/api/store/product/detail/9')));
    expect(answers.every((answer) => answer.status === 200 && answer.body.data.product_id === 9)).toBe(true);
    expect(callsTo(kit, '/api/store/product/detail/9')).toBe(1);
  });

  it('never reads or fills the cache for a logged-in visitor', async () => {
    const kit = await setup({
      answers: {
        'GET /api/product/spu/lst': LIST,
        'POST /api/auth/login': { status: 200, message: 'success', data: { token: 'user-token-1', user: { uid: 1 } } },
      },
    });
    await kit.api().get('/api/product/spu/lst');
    const cookies = await login(kit);
    for (let i = 0; i < 3; i += 1) {
      const mine = await kit.api().get('/api/product/spu/lst').set('cookie', cookies);
      expect(mine.headers['x-bff-cache']).toBeUndefined();
    }
    expect(callsTo(kit, '/api/product/spu/lst')).toBe(4);
    const tokens = kit.mall.requests.filter((request) => request.url === '/api/product/spu/lst').map((r) => r.headers['x-token']);
    expect(tokens).toEqual([undefined, 'user-token-1', 'user-token-1', 'user-token-1']);
  });

  it('keeps no failure and nothing the mall marks no-store; a max-age shorter than the table wins', async () => {
    const kit = await setup({
      answers: {
        'GET /api/store/merchant/lst': { status: 400, message: '数据库操作失败' },
        'GET /api/article/list': (_request, reply) => reply.header('cache-control', 'no-store').send(LIST),
        'GET /api/pc/home': (_request, reply) =>
          reply.header('cache-control', 'public, max-age=1').send({ status: 200, message: 'success', data: { pc_home_tab: [] } }),
      },
    });
    for (let i = 0; i < 2; i += 1) {
      expect((await kit.api().get('/api/store/merchant/lst')).body.message).toBe('数据库操作失败');
      await kit.api().get('/api/article/list');
      await kit.api().get('/api/pc/home');
    }
    expect(callsTo(kit, '/api/store/merchant/lst')).toBe(2);
    expect(callsTo(kit, '/api/article/list')).toBe(2);
    expect(callsTo(kit, '/api/pc/home')).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    // stale now: served at once while one refresh runs
    const stale = await kit.api().get('/api/pc/home');
    expect(stale.headers['x-bff-cache']).toBe('stale');
    await expect.poll(() => callsTo(kit, '/api/pc/home')).toBe(2);
  });

  it('leaves endpoints without a cache row alone', async () => {
    const kit = await setup({ answers: { 'GET /api/store/product/good_list': LIST } });
    await kit.api().get('/api/store/product/good_list');
    const second = await kit.api().get('/api/store/product/good_list');
    expect(second.headers['x-bff-cache']).toBeUndefined();
    expect(callsTo(kit, '/api/store/product/good_list')).toBe(2);
  });
});
