// The endpoint table's 'mall' area (/api/*; and /demo/* while the embedded demo mall
// runs) go to the mall through callMall. Here the BFF adds what only it can, as the table's rule for the call
// says: validation first, the chosen token, tokens moved from JSON into cookies, tokens removed from answers,
// cookies cleared when the login is gone or after logout.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { clearAuthCookies, clearCompanyAccount, readAuthState, setCompanyAccount, setEntity, setUserToken } from '../auth/token-cookies.ts';
import { extractTokens, stripTokens, textCarriesNoTokens } from '../auth/login-answers.ts';
import { membershipLost, reresolveCompany } from '../auth/company-reresolve.ts';
import { chooseToken } from '../auth/token-choice.ts';
import { countLoginExpired } from '../metrics/bff-metrics.ts';
import { sendError } from '../plugins/error-replies.ts';
import { BODY_TIMEOUT_MESSAGE, bodyTimedOut } from '../plugins/watched-body.ts';
import { ruleOfRequest } from '../rules/request-rule.ts';
import { resolvedTargetOf } from '../rules/resolved-target.ts';
import { mallRoutePatterns } from '../rules/rule-for.ts';
import { callMall, type MallAnswer } from '../upstream/call-mall.ts';
import type { AnswerCache, KeepableAnswer } from '../cache/answer-cache.ts';
import { mallCallFrom } from '../upstream/mall-call-from-request.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';
import { bodyFields, validateBody } from './request-validation.ts';

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export interface MallProxyOptions {
  client: UpstreamClient;
  /** guests' public GETs answered from a shared cache (rows with cacheSeconds); absent: never cached */
  publicReads?: AnswerCache;
  /** extra path prefixes forwarded as-is, e.g. '/demo/' for the embedded demo mall's pages */
  documentPrefixes?: readonly string[];
}

/** Parses a buffered JSON or form body for validation; the original bytes are what gets forwarded. */
function parseBufferedBody(request: FastifyRequest): { ok: true; value: unknown } | { ok: false } {
  const body = request.body;
  if (!Buffer.isBuffer(body) || body.length === 0) return { ok: true, value: undefined };
  const fields = bodyFields(String(request.headers['content-type'] ?? ''), body.toString('utf8'));
  return fields ? { ok: true, value: fields } : { ok: false };
}

/**
 * A streamed upload whose visitor stopped sending fails upstream too; the visitor is told why (408), not
 * that the mall is down. Unread rest and connection: server/plugins/unread-bodies.ts.
 */
function answerStalledUpload(request: FastifyRequest, reply: FastifyReply, answer: MallAnswer): boolean {
  if (!bodyTimedOut(request)) return false;
  if (answer.kind === 'file') answer.stream.destroy();
  void sendError(reply, 408, BODY_TIMEOUT_MESSAGE, 'BODY_TIMEOUT');
  return true;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The mall's own JSON text when passing it on unchanged is the same as mapping it: HTTP 200, body status 200
 * (so the mapper kept the body as it came) and no token key to strip (or a rule that keeps them). Sending the
 * text saves walking and re-serialising the parsed answer (docs/bff-contract.md §1).
 */
function untouchedText(answer: MallAnswer, rule: { keepTokens: boolean }): string | undefined {
  if (answer.kind !== 'json' || answer.text === undefined) return undefined;
  if (answer.mapped.httpStatus !== 200 || answer.mapped.body !== answer.raw) return undefined;
  return rule.keepTokens || textCarriesNoTokens(answer.text) ? answer.text : undefined;
}

/** A mapped JSON answer: the mall's bytes when nothing changes, else the mapped body without tokens. */
function sendJson(reply: FastifyReply, answer: Exclude<MallAnswer, { kind: 'file' }>, rule: { keepTokens: boolean }) {
  const untouched = untouchedText(answer, rule);
  if (untouched !== undefined) return reply.code(200).type(JSON_TYPE).send(untouched);
  return reply.code(answer.mapped.httpStatus).send(stripTokens(answer.mapped.body, rule));
}

/** What of a mall answer the public-read cache may keep: a successful JSON answer, serialised without tokens. */
function keepable(answer: MallAnswer, seconds: number): KeepableAnswer {
  if (answer.kind !== 'json' || answer.mapped.httpStatus !== 200 || Number(answer.mapped.body.status) !== 200) {
    return { kept: undefined, seconds: 0 };
  }
  const body = untouchedText(answer, { keepTokens: false }) ?? JSON.stringify(stripTokens(answer.mapped.body, { keepTokens: false }));
  return { kept: { body, type: JSON_TYPE }, seconds, cacheControl: answer.cacheControl };
}

function sendAnswer(reply: FastifyReply, answer: MallAnswer) {
  if (answer.kind === 'file') return reply.code(answer.statusCode).headers(answer.headers).send(answer.stream);
  return sendJson(reply, answer, { keepTokens: false });
}

/**
 * A guest's public GET (docs/bff-contract.md §1.1): a kept answer when there is one, else the mall's own, which
 * concurrent guests asking the same thing share. `X-BFF-Cache` says which it was.
 */
async function answerPublicRead(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: AnswerCache,
  seconds: number,
  ask: () => Promise<MallAnswer>,
) {
  const found = await cache.lookup(request.url, async () => keepable(await ask(), seconds));
  reply.header('x-bff-cache', found.outcome);
  if (found.outcome !== 'miss') return reply.code(200).type(found.kept.type).send(found.bytes);
  if (found.kept) return reply.code(200).type(found.kept.type).send(found.kept.body);
  let answer: MallAnswer | undefined;
  try {
    answer = await ask();
  } finally {
    // always reported, so guests waiting on this call never wait forever
    if (found.outcome === 'miss') found.settle?.(answer ? keepable(answer, seconds) : undefined);
  }
  return sendAnswer(reply, answer);
}

export async function mallProxyPlugin(app: FastifyInstance, options: MallProxyOptions): Promise<void> {
  // JSON and form bodies are buffered (1 MB) so they can be validated; the bytes are forwarded unchanged.
  // Anything else (multipart uploads, files) streams straight through, on the upload pool and under the
  // upload caps (server/plugins/upload-limits.ts).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded'],
    { parseAs: 'buffer', bodyLimit: JSON_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  const forward = async (request: FastifyRequest, reply: FastifyReply, passThroughDocuments: boolean) => {
    const rule = ruleOfRequest(request);
    if (rule.notForwarded) return sendError(reply, 404, '接口不存在', 'NOT_FOUND');
    const parsed = parseBufferedBody(request);
    if (!parsed.ok) return sendError(reply, 400, '请求数据格式错误', 'BAD_JSON');
    const target = resolvedTargetOf(request);
    const invalid = validateBody(rule.schema, parsed.value, target.ok ? target.query : '');
    if (invalid) return sendError(reply, 400, invalid, 'VALIDATION');

    const auth = readAuthState(request);
    if (options.publicReads && rule.cacheSeconds > 0 && request.method === 'GET' && !auth.userToken) {
      return answerPublicRead(request, reply, options.publicReads, rule.cacheSeconds, () =>
        callMall(options.client, mallCallFrom(request, { token: undefined, passThroughDocuments })),
      );
    }
    const streamed = request.body !== undefined && !Buffer.isBuffer(request.body);
    const body = request.body === undefined ? undefined : (request.body as Buffer | Readable);
    const headers = streamed ? request.headers : { ...request.headers, 'content-length': undefined };
    const token = chooseToken(rule.token, auth);
    const answer = await callMall(options.client, mallCallFrom(request, { token, body, headers, passThroughDocuments }));
    if (answerStalledUpload(request, reply, answer)) return reply;

    if (answer.kind === 'file') {
      if (rule.logout) clearAuthCookies(request, reply);
      return reply.code(answer.statusCode).headers(answer.headers).send(answer.stream);
    }
    const { mapped } = answer;
    if (mapped.loginExpired || rule.logout) clearAuthCookies(request, reply);
    if (mapped.loginExpired && auth.userToken) countLoginExpired();
    else if (answer.kind === 'json' && membershipLost(mapped, token, auth.companyToken))
      await reresolveCompany(options.client, request, reply);
    if (answer.kind === 'json' && mapped.httpStatus === 200 && rule.capture) {
      const tokens = extractTokens(rule.capture, mapped.body);
      if (tokens?.userToken) {
        setUserToken(request, reply, tokens.userToken);
        if (!tokens.company) {
          clearCompanyAccount(request, reply);
          setEntity(request, reply, 'PERSONAL');
        }
      }
      if (tokens?.company) setCompanyAccount(request, reply, tokens.company.token, tokens.company.name);
    }
    return sendJson(reply, answer, rule);
  };

  for (const pattern of mallRoutePatterns()) app.all(pattern, (request, reply) => forward(request, reply, false));
  for (const prefix of options.documentPrefixes ?? []) {
    app.all(`${prefix}*`, (request, reply) => forward(request, reply, true));
  }
}
