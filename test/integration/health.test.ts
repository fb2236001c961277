import { afterEach, describe, expect, it } from 'vitest';
import { startFakeMall } from '../helpers/bff/fake-mall.ts';
import { closeAll, setup } from './bff/bff-kit.ts';

afterEach(closeAll);

describe('health', () => {
  it('GET /healthz answers 200 {status:"ok"}', async () => {
    const { app } = await setup();
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 when the mall answers', async () => {
    const { app, mall } = await setup();
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(mall.requests.some((request) => request.url === '/api/version')).toBe(true);
  });

  it('GET /readyz answers 503 when the mall is down', async () => {
    const down = await startFakeMall();
    const url = down.url;
    await down.close();
    const { app } = await setup({ mallUrl: url });
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable' });
  });
});
