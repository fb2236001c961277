// A real Fastify server on port 0 that imitates the mall for one test and records every request,
// so tests can assert what the BFF sent upstream (headers, token, body) as well as what it answered.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export type FakeHandler = (request: FastifyRequest, reply: FastifyReply, body: string) => unknown;

export interface FakeMall {
  url: string;
  requests: RecordedRequest[];
  /** set or replace the answer for METHOD path, e.g. on('GET /api/user', ...) */
  on(route: string, handler: FakeHandler | Record<string, unknown>): void;
  close(): Promise<void>;
  app: FastifyInstance;
}

export const DEFAULT_PUBLIC_ANSWERS: Record<string, Record<string, unknown>> = {
  'GET /api/pc/config': {
    status: 200,
    message: 'success',
    data: { site_name: '测试工业品商城', site_logo: '', site_url: 'http://shop.test', copyright: [] },
  },
  'GET /api/config': { status: 200, message: 'success', data: { svip_switch_status: '1', balance_func_status: '1' } },
  'GET /api/version': {
    status: 200,
    message: 'success',
    data: { status: 1, year: '© 2014-2026', url: 'shop.test', beian_sn: '沪ICP备00000000号', Copyright: 'Copyright' },
  },
  'GET /api/common/hot_keyword': { status: 200, message: 'success', data: [{ keyword: '扳手' }] },
  'GET /api/article/categories': { status: 200, message: 'success', data: [] },
  'GET /api/pc/home': { status: 200, message: 'success', data: { pc_home_tab: [], pc_home_banner: [], pc_top_banner: null } },
  'GET /api/store/product/category/lst': { status: 200, message: 'success', data: { hot: [], list: [] } },
};

export async function startFakeMall(answers: Record<string, FakeHandler | Record<string, unknown>> = {}): Promise<FakeMall> {
  const routes = new Map<string, FakeHandler | Record<string, unknown>>(Object.entries({ ...DEFAULT_PUBLIC_ANSWERS, ...answers }));
  const requests: RecordedRequest[] = [];
  const app = Fastify({ logger: false });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.all('/*', async (request, reply) => {
    const body = typeof request.body === 'string' ? request.body : '';
    requests.push({ method: request.method, url: request.url, headers: { ...request.headers }, body });
    const pathname = request.url.split('?', 1)[0];
    const handler = routes.get(`${request.method} ${pathname}`);
    if (!handler) return reply.code(200).send({ status: 400, message: '接口不存在' });
    if (typeof handler === 'function') return handler(request, reply, body);
    return reply.code(200).send(handler);
  });

  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    requests,
    app,
    on(route, handler) {
      routes.set(route, handler);
    },
    close: () => app.close(),
  };
}
