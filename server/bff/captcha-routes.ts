// GET /bff/captcha and POST /bff/captcha/check: one shape for both captcha kinds. Both the slider (blockPuzzle)
// and click-words talk to /api/ajcaptcha and /api/ajcheck in CRMEB's envelope, where CRMEB-MER v2.3.1 serves
// them; AJ-Captcha's native {repCode, repMsg, repData} is still read should a backend answer in it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { chooseToken } from '../auth/token-choice.ts';
import { readAuthState } from '../auth/token-cookies.ts';
import { sendError } from '../plugins/error-replies.ts';
import { canonicalPathname } from '../rules/canonical-path.ts';
import { ruleFor } from '../rules/rule-for.ts';
import { callMall } from '../upstream/call-mall.ts';
import { mallCallFrom } from '../upstream/mall-call-from-request.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';

const CAPTCHA_TYPES = ['blockPuzzle', 'clickWord'] as const;
type CaptchaType = (typeof CAPTCHA_TYPES)[number];

const PATHS: Record<CaptchaType, { get: string; check: string }> = {
  blockPuzzle: { get: '/api/ajcaptcha', check: '/api/ajcheck' },
  clickWord: { get: '/api/ajcaptcha', check: '/api/ajcheck' },
};

const CheckBodySchema = z.object({
  type: z.enum(CAPTCHA_TYPES),
  token: z.string().min(1),
  pointJson: z.string().min(1),
});

const CAPTCHA_FAILED_MESSAGE = '验证失败';
const NO_IMAGE_CODE = '6201';

interface MallCaptchaAnswer {
  ok: boolean;
  message: string;
  repCode?: string;
  data: Record<string, unknown>;
}

/** Reads both the CRMEB envelope and the AJ-Captcha native shape into one form. */
function readCaptchaAnswer(body: Record<string, unknown>): MallCaptchaAnswer {
  if ('repCode' in body) {
    const repCode = String(body.repCode);
    return {
      ok: repCode === '0000',
      repCode,
      message:
        typeof body.repMsg === 'string' && body.repMsg
          ? body.repMsg
          : repCode === NO_IMAGE_CODE
            ? '暂无验证码图片'
            : CAPTCHA_FAILED_MESSAGE,
      data: (body.repData as Record<string, unknown> | null) ?? {},
    };
  }
  return {
    ok: Number(body.status) === 200,
    message: typeof body.message === 'string' ? body.message : CAPTCHA_FAILED_MESSAGE,
    data: (body.data as Record<string, unknown> | undefined) ?? {},
  };
}

async function askMall(client: UpstreamClient, request: FastifyRequest, method: 'GET' | 'POST', url: string, body?: unknown) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  // The table sends no token to the captcha endpoints.
  const token = chooseToken(ruleFor(method, canonicalPathname(url)).token, readAuthState(request));
  return callMall(
    client,
    mallCallFrom(request, {
      method,
      url,
      token,
      headers: { accept: 'application/json', ...(payload ? { 'content-type': 'application/json' } : {}) },
      ...(payload ? { body: payload } : {}),
    }),
  );
}

export function registerCaptchaRoutes(app: FastifyInstance, deps: { client: UpstreamClient }): void {
  app.get<{ Querystring: { type?: string; clientUid?: string } }>('/bff/captcha', async (request, reply) => {
    const type = request.query.type;
    if (type !== 'blockPuzzle' && type !== 'clickWord') return sendError(reply, 400, '验证码类型错误', 'VALIDATION');
    const params = new URLSearchParams({ captchaType: type, ts: String(Date.now()) });
    if (request.query.clientUid) params.set('clientUid', request.query.clientUid);
    const answer = await askMall(deps.client, request, 'GET', `${PATHS[type].get}?${params}`);
    if (answer.kind === 'failure') return reply.code(answer.mapped.httpStatus).send(answer.mapped.body);
    if (answer.kind === 'file') {
      answer.stream.resume();
      return sendError(reply, 502, '验证码加载失败', 'UPSTREAM_BAD_RESPONSE');
    }
    if (answer.mapped.httpStatus !== 200) return reply.code(answer.mapped.httpStatus).send(answer.mapped.body);
    const result = readCaptchaAnswer(answer.mapped.body);
    if (!result.ok) {
      const body: Record<string, unknown> = { status: 400, message: result.message };
      if (result.repCode) body.data = { repCode: result.repCode };
      return reply.code(400).send(body);
    }
    const data = result.data;
    return {
      status: 200,
      message: 'success',
      data: {
        type,
        token: String(data.token ?? ''),
        secretKey: String(data.secretKey ?? ''),
        originalImageBase64: String(data.originalImageBase64 ?? ''),
        ...(type === 'blockPuzzle'
          ? { jigsawImageBase64: String(data.jigsawImageBase64 ?? '') }
          : { wordList: Array.isArray(data.wordList) ? data.wordList.map(String) : [] }),
      },
    };
  });

  app.post('/bff/captcha/check', async (request, reply) => {
    const parsed = CheckBodySchema.safeParse(request.body);
    if (!parsed.success) return sendError(reply, 400, CAPTCHA_FAILED_MESSAGE, 'VALIDATION');
    const { type, token, pointJson } = parsed.data;
    const answer = await askMall(deps.client, request, 'POST', PATHS[type].check, { captchaType: type, token, pointJson });
    if (answer.kind === 'failure') return reply.code(answer.mapped.httpStatus).send(answer.mapped.body);
    if (answer.kind === 'file') {
      answer.stream.resume();
      return sendError(reply, 400, CAPTCHA_FAILED_MESSAGE);
    }
    const result = readCaptchaAnswer(answer.mapped.body);
    if (answer.mapped.httpStatus !== 200 || !result.ok) return sendError(reply, 400, CAPTCHA_FAILED_MESSAGE);
    // The mall re-checks this value when the SMS code is requested (no bypass); the identity "encryption"
    // of docs/product.md §3 means it is sent as plain token---pointJson.
    return { status: 200, message: 'success', data: { captchaVerification: `${token}---${pointJson}` } };
  });
}
