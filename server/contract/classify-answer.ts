// One backend answer, judged against what the storefront expects of it: ok, differs (how), missing (the
// backend has no such call: an HTML page, a non-JSON body, a 404, or the CRMEB failure status 400 where data was
// expected), or error (unreachable, too slow, too large, refused).
import type { MallAnswer } from '../upstream/call-mall.ts';
import { shapeDifference } from './answer-shape.ts';
import type { ContractCall } from './contract-calls.ts';

export type Outcome =
  | { kind: 'ok'; note?: string; data: unknown }
  | { kind: 'differs'; how: string }
  | { kind: 'missing'; how: string }
  | { kind: 'error'; how: string };

/** Messages are the backend's own text: cut, and kept to one line in the table. */
const short = (text: unknown) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .slice(0, 60);

/** Whether a CRMEB failure is a proper answer of this call (e.g. 规则不存在 for a category without a price rule). */
const failureAnswers = (call: ContractCall, message: unknown) =>
  call.failureIsAnswer === true || (call.failureIsAnswer?.includes(String(message ?? '')) ?? false);

export function classifyAnswer(call: ContractCall, answer: MallAnswer): Outcome {
  if (answer.kind === 'file') {
    answer.stream.destroy();
    return { kind: 'missing', how: `not JSON (HTTP ${answer.statusCode}, ${answer.headers['content-type'] ?? 'no content type'})` };
  }
  if (answer.kind === 'failure') {
    const { code, detail } = answer.failure;
    if (code === 'UPSTREAM_BAD_RESPONSE') return { kind: 'missing', how: detail.startsWith('HTML') ? 'an HTML page' : short(detail) };
    return { kind: 'error', how: `${code}: ${short(detail)}` };
  }
  const { mapped, raw } = answer;
  const body = (raw ?? {}) as { status?: unknown; message?: unknown; data?: unknown; repCode?: unknown; repData?: unknown };
  if (mapped.httpStatus === 404) return { kind: 'missing', how: 'HTTP 404' };
  if (mapped.loginExpired) return { kind: 'error', how: `the token was refused (${short(body.message)})` };
  // AJ-Captcha's own shape (repCode/repData), as a backend that serves the captcha unwrapped answers
  if (body.repCode !== undefined) {
    return String(body.repCode) === '0000'
      ? { kind: 'ok', data: body.repData }
      : { kind: 'differs', how: `repCode ${short(body.repCode)}` };
  }
  if (mapped.httpStatus !== 200) {
    const status = Number(body.status ?? mapped.httpStatus);
    if (status === 400 && failureAnswers(call, body.message))
      return { kind: 'ok', note: `answered: ${short(body.message)}`, data: undefined };
    if (status === 400 && call.account === 'login') return { kind: 'error', how: `login refused: ${short(body.message)}` };
    if (status === 400) return { kind: 'missing', how: `status 400: ${short(body.message)}` };
    return { kind: 'error', how: `status ${status}: ${short(body.message ?? mapped.body.message)}` };
  }
  const difference = shapeDifference(call.shape, body.data) ?? call.check?.(body.data) ?? null;
  return difference ? { kind: 'differs', how: difference } : { kind: 'ok', data: body.data };
}
