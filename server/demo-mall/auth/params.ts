// CRMEB merges query and body (JSON or form) and trims every string parameter (crmeb-api.md §1.4).
import type { FastifyRequest } from 'fastify';

export type Params = Record<string, unknown>;

export function readParams(request: FastifyRequest): Params {
  const query = isRecord(request.query) ? request.query : {};
  const body = isRecord(request.body) ? request.body : {};
  return { ...query, ...body };
}

/** The parameter as a trimmed string; '' when absent or not a scalar. */
export function text(params: Params, name: string): string {
  let value = params[name];
  if (Array.isArray(value)) value = value[0];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
