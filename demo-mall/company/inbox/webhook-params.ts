// The 消息推送 form (docs/company-api.md §14.2): URL, secret and the event kinds, each refused with its message.
// Editing may leave the secret empty to keep the one saved. The address check at save refuses internal literal
// addresses only; names are resolved and checked again at each send (outbound-guard.ts).
import { INBOX_MESSAGES as M, isMemberEventKind, type MemberEventKind, WEBHOOK_LIMITS } from '#shared/company/member-event-kinds.ts';
import { isIP } from 'node:net';
import { firstText } from '../../core/param-schemas.ts';
import type { Params } from '../../core/params.ts';
import { isInternalAddress, webhookUrlOf } from './outbound-guard.ts';

export interface EndpointInput {
  url: string;
  /** '' keeps the saved secret (editing only) */
  secret: string;
  kinds: MemberEventKind[];
}

const SECRET_PATTERN = /^[\x21-\x7e]+$/;

function kindsOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  const text = firstText(value);
  return text === '' ? [] : text.split(',').map((part) => part.trim());
}

export function readEndpointParams(
  params: Params,
  editing: boolean,
  allowInternal: boolean,
): { ok: true; value: EndpointInput } | { ok: false; message: string } {
  const urlText = firstText(params.url);
  if (urlText.length > WEBHOOK_LIMITS.urlMax) return { ok: false, message: M.urlTooLong };
  const url = webhookUrlOf(urlText);
  if (!url) return { ok: false, message: M.urlInvalid };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowInternal && (host === 'localhost' || (isIP(host) !== 0 && isInternalAddress(host))))
    return { ok: false, message: M.addressRefused };
  const secret = firstText(params.secret);
  const secretOk = secret.length >= WEBHOOK_LIMITS.secretMin && secret.length <= WEBHOOK_LIMITS.secretMax && SECRET_PATTERN.test(secret);
  if (!(editing && secret === '') && !secretOk) return { ok: false, message: M.secretInvalid };
  const kinds = kindsOf(params.kinds ?? params['kinds[]']);
  if (kinds.length === 0) return { ok: false, message: M.kindsRequired };
  if (!kinds.every(isMemberEventKind)) return { ok: false, message: M.kindInvalid };
  return { ok: true, value: { url: url.toString(), secret, kinds: [...new Set(kinds)] } };
}
