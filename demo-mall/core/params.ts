// Request parameters the CRMEB way: query and body (JSON or form) merged, every string trimmed
// (docs/mall-api.md §1.4). Routes check the merged object with the zod shapes of param-schemas.ts.
import type { FastifyRequest } from 'fastify';

export type Params = Record<string, unknown>;

export function readParams(request: FastifyRequest): Params {
  const merged: Params = {};
  const sources = [request.query, request.body];
  for (const source of sources) {
    if (!source || typeof source !== 'object' || Array.isArray(source)) continue;
    for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
      merged[key] = typeof value === 'string' ? value.trim() : value;
    }
  }
  return merged;
}
