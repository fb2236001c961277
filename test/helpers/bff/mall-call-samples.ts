// The inputs the upstream unit tests hand to the BFF's mall client: one call to the mall and one page request,
// each a guest's on 127.0.0.1 unless a test says otherwise.
import type { FastifyRequest } from 'fastify';
import type { MallCall } from '../../../server/upstream/call-mall.ts';

/** A call to the mall at /api/x with no token (GET unless `method` says otherwise). */
export function mallCall(method: MallCall['method'] = 'GET'): MallCall {
  return { method, url: '/api/x', headers: {}, token: undefined, reqId: 'r1', clientIp: '127.0.0.1', protocol: 'http', host: 'shop' };
}

/** A browser's request for /goods_detail/1 as the mall reader sees it, with `headers`. */
export function pageRequest(headers: Record<string, string> = {}): FastifyRequest {
  return {
    method: 'GET',
    url: '/goods_detail/1',
    headers,
    id: 'req-1',
    ip: '127.0.0.1',
    protocol: 'http',
    host: 'shop.test',
    log: { warn: () => undefined },
  } as unknown as FastifyRequest;
}
