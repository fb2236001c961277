// /open/v1: the open API for procurement systems (docs/open-api.md, ADR 0110). No cookies are read or set and no
// cross-site guard applies (the endpoint table's `open` area); a bearer token names the client, the shared state
// counts its calls and keeps its Idempotency-Keys, bodies are JSON of at most 64 KB, and every error is the one
// shape of open-errors.ts.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { resolvedTargetOf } from '../rules/resolved-target.ts';
import type { SharedState } from '../shared-state/shared-state.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';
import { bodyFields } from '../proxy/request-validation.ts';
import { createIdempotencyStore, fingerprintOf, idempotencyKeyOf } from './idempotency.ts';
import { createOpenClients, requireScope } from './open-clients.ts';
import { OpenError, sendOpenError } from './open-errors.ts';
import { createOpenLimits } from './open-limits.ts';
import { type OpenFile, openMallFor } from './open-mall.ts';
import type { OpenRoute } from './open-route.ts';
import { DOCUMENT_PATH, matchOpenRoute, TOKEN_PATH } from './open-routes.ts';
import { firstIssue } from './open-schemas.ts';
import { openApiDocument } from './openapi-document.ts';
import { answerToken } from './token-endpoint.ts';

/** Request bodies larger than this are refused (413) before they are parsed. */
export const OPEN_BODY_LIMIT_BYTES = 64 * 1024;

export interface OpenApiOptions {
  client: UpstreamClient;
  sharedState: SharedState;
  callsPerMinute: number;
  tokensPerMinute: number;
}

const isFile = (answer: unknown): answer is OpenFile =>
  typeof answer === 'object' && answer !== null && 'stream' in answer && 'headers' in answer;

function frameworkError(error: FastifyError): OpenError {
  if (error instanceof OpenError) return error;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return new OpenError('payload_too_large', `请求数据不能超过 ${OPEN_BODY_LIMIT_BYTES / 1024} KB`);
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new OpenError('unsupported_media_type', '请求数据须为 application/json');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return new OpenError('invalid_request', '请求有误');
  return new OpenError('internal', '服务器内部错误，请稍后再试');
}

function parseJson(request: FastifyRequest): Record<string, unknown> {
  const raw = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
  if (raw.trim() === '') return {};
  if (!String(request.headers['content-type'] ?? '').includes('application/json')) {
    throw new OpenError('unsupported_media_type', '请求数据须为 application/json');
  }
  const fields = bodyFields('application/json', raw);
  if (!fields) throw new OpenError('invalid_request', '请求数据不是有效的 JSON');
  return fields;
}

function checked<T>(schema: OpenRoute['body'], value: unknown): T {
  if (!schema) return value as T;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new OpenError('invalid_request', firstIssue(parsed.error));
  return parsed.data as T;
}

export async function openApiPlugin(app: FastifyInstance, options: OpenApiOptions): Promise<void> {
  const clients = createOpenClients(options.sharedState);
  const limits = createOpenLimits(options.sharedState, { calls: options.callsPerMinute, tokens: options.tokensPerMinute });
  const idempotency = createIdempotencyStore(options.sharedState);
  const document = JSON.stringify(openApiDocument());

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded'],
    { parseAs: 'buffer', bodyLimit: OPEN_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const open = frameworkError(error);
    if (open.httpStatus >= 500) request.log.error({ err: error }, 'open api call failed');
    return sendOpenError(reply, open);
  });

  async function endpoint(request: FastifyRequest, reply: FastifyReply, route: OpenRoute, params: Record<string, number>) {
    const caller = await clients.caller(request);
    // a token this BFF never issued is counted by address, so made-up tokens cannot each get a fresh allowance
    await limits.call(caller.scopes ? caller.clientKey : `ip:${request.ip}`, reply);
    requireScope(caller, route.scope);
    const body = route.method === 'POST' ? checked(route.body, parseJson(request)) : undefined;
    const target = resolvedTargetOf(request);
    const query = checked<Record<string, string | undefined>>(
      route.query,
      Object.fromEntries(new URLSearchParams(target.ok ? target.query : '')),
    );
    const mall = openMallFor(options.client, request, caller.token);
    const run = (idempotencyKey: string) => route.handle({ request, mall, caller, params, query, body, idempotencyKey, idempotency });
    if (!route.write) {
      const answer = await run('');
      if (isFile(answer))
        return reply
          .code(200)
          .headers(answer.headers)
          .send(answer.stream as Readable);
      return reply.code(200).send(answer);
    }
    const key = idempotencyKeyOf(request.headers['idempotency-key']);
    const fingerprint = fingerprintOf({ operation: route.operationId, params, body });
    const { answer, replayed } = await idempotency.once(`http:${caller.clientKey}`, key, fingerprint, () => run(key));
    if (replayed) reply.header('idempotent-replayed', 'true');
    return reply.code(200).send(answer);
  }

  const dispatch = async (request: FastifyRequest, reply: FastifyReply) => {
    const target = resolvedTargetOf(request);
    const path = target.ok ? target.matchPath : '';
    if (path === DOCUMENT_PATH && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.code(200).type('application/json; charset=utf-8').send(document);
    }
    if (path === TOKEN_PATH) {
      if (request.method !== 'POST') throw new OpenError('method_not_allowed', '请用 POST 获取访问令牌');
      return reply.code(200).send(await answerToken(request, reply, { client: options.client, clients, limits }));
    }
    const match = matchOpenRoute(request.method, path);
    if (match.kind === 'none') throw new OpenError('not_found', '接口不存在，请查阅 /open/v1/openapi.json');
    if (match.kind === 'wrong-method') {
      reply.header('allow', match.allowed.join(', '));
      throw new OpenError('method_not_allowed', `该接口只接受 ${match.allowed.join('、')} 请求`);
    }
    return endpoint(request, reply, match.route, match.params);
  };

  app.all('/open', dispatch);
  app.all('/open/*', dispatch);
}
