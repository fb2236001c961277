// Request parameters the CRMEB way: query and body (JSON or form) merged, every string trimmed
// (crmeb-api.md §1.4). Every demo-mall route reads its parameters through these helpers.
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

/** A scalar parameter as a string: the first of repeated values, '' when absent or an object. */
export function text(params: Params, name: string): string {
  let value = params[name];
  if (Array.isArray(value)) value = value[0];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** The parameter as a string; repeated values joined with ','. */
export function str(params: Params, key: string): string {
  const value = params[key];
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(String).join(',');
  return String(value).trim();
}

/** integer or `fallback` when absent / not a number */
export function int(params: Params, key: string, fallback = 0): number {
  const raw = str(params, key);
  if (raw === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

export function num(params: Params, key: string): number | null {
  const raw = str(params, key);
  if (raw === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

/** csv ("1,2"), JSON-ish arrays ("[1,2]") and repeated keys all give a list of positive integers */
export function intList(params: Params, key: string): number[] {
  const value = params[key] ?? params[`${key}[]`];
  const parts = Array.isArray(value) ? value.map(String) : str({ v: value }, 'v').replace(/[[\]\s]/g, '').split(',');
  return parts.map((p) => Number.parseInt(p, 10)).filter((n) => Number.isFinite(n) && n > 0);
}

export function pathId(request: FastifyRequest, key = 'id'): number {
  const raw = (request.params as Record<string, string | undefined>)[key] ?? '';
  const n = Number.parseInt(raw, 10);
  return Number.isFinite(n) ? n : 0;
}
