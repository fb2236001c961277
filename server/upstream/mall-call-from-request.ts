// Builds a MallCall from an incoming Fastify request (client address, protocol and host honour TRUST_PROXY).
import type { FastifyRequest } from 'fastify';
import type { MallCall } from './call-mall.ts';

export function mallCallFrom(request: FastifyRequest, overrides: Pick<MallCall, 'token'> & Partial<Omit<MallCall, 'token'>>): MallCall {
  return {
    method: request.method,
    url: request.url,
    headers: request.headers,
    reqId: request.id,
    clientIp: request.ip,
    protocol: request.protocol,
    host: request.host,
    ...overrides,
  };
}
