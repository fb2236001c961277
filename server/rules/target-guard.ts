// The first rule of every request (docs/adr/0012-one-resolved-path.md): a target that cannot be resolved, or a
// query that would choose the mall's route instead of the path, is answered 400 before the cross-site guard, the
// limits or the router's handler see it.
import type { FastifyInstance } from 'fastify';
import { redactUrl } from '../config/logger-options.ts';
import { sendError } from '../plugins/error-replies.ts';
import { queryChoosesRoute } from './request-target.ts';
import { ruleOfRequest } from './request-rule.ts';
import { resolvedTargetOf } from './resolved-target.ts';

export const BAD_PATH_MESSAGE = '请求地址无效';

function refusal(request: Parameters<typeof resolvedTargetOf>[0]): string | undefined {
  const target = resolvedTargetOf(request);
  if (!target.ok) return target.reason;
  if (ruleOfRequest(request).area === 'mall' && queryChoosesRoute(target.query)) return 'query names the path-info variable';
  return undefined;
}

/** Register before every other hook that reads a rule. */
export function registerRequestTargetGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const reason = refusal(request);
    if (reason === undefined) return;
    request.log.warn({ target: redactUrl(request.originalUrl), reason }, 'request target refused');
    return sendError(reply, 400, BAD_PATH_MESSAGE, 'BAD_PATH');
  });
}
