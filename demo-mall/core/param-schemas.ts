// Request parameters checked with zod, read the CRMEB way (docs/mall-api.md §1.4): query and body merged,
// strings trimmed, numbers accepted as text, lists as csv, JSON-ish arrays or repeated `key[]` values.
// A failed check answers the CRMEB envelope {status: 400, message} with the first broken rule's message.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { decimalOf } from './param-readers.ts';
import { fail, type Envelope } from './envelope.ts';
import { readParams } from './params.ts';

/** A scalar as text: the first of repeated values, '' when absent or an object. */
export function firstText(value: unknown): string {
  const scalar = Array.isArray(value) ? value[0] : value;
  if (typeof scalar === 'string') return scalar.trim();
  if (typeof scalar === 'number' || typeof scalar === 'boolean') return String(scalar);
  return '';
}

/** A value as text; repeated values joined with ','. */
export function joinedText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(String).join(',');
  return String(value).trim();
}

/** A number or its plain text, truncated; `fallback` for anything else (a list such as `[1]` included). */
function integerOr(value: unknown, fallback: number): number {
  const n = decimalOf(value);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

function positiveIntegers(value: unknown): number[] {
  const parts = Array.isArray(value)
    ? value.map(String)
    : joinedText(value)
        .replace(/[[\]\s]/g, '')
        .split(',');
  return parts.map((part) => Number.parseInt(part, 10)).filter((n) => Number.isFinite(n) && n > 0);
}

/** A parameter read leniently, as PHP does: it may be absent, and every value maps to something. */
export const field = <T>(read: (value: unknown) => T) => z.unknown().optional().transform(read);

/** text: the first value, trimmed */
export const text = field(firstText);
/** text with repeated values joined by ',' */
export const joined = field(joinedText);
/** an integer, `fallback` when absent or not a number (lists, objects and booleans are not numbers) */
export const int = (fallback = 0) => field((value) => integerOr(value, fallback));
/** a number or null when absent / not a number */
export const num = field((value) => {
  const n = decimalOf(value);
  return Number.isFinite(n) ? n : null;
});
/** csv ("1,2"), JSON-ish arrays ("[1,2]") and repeated keys all give a list of positive integers */
export const intList = field(positiveIntegers);
/** a path segment as an id: leading digits count ('12abc' → 12), anything else is 0 */
export const pathId = field((value) => {
  const n = Number.parseInt(typeof value === 'string' ? value : '', 10);
  return Number.isFinite(n) ? n : 0;
});

/** PHP reads `key[]=1&key[]=2` as `key`; a list field may arrive under either name. */
function withBracketKeys(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return {};
  const source = input as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...source };
  for (const [key, value] of Object.entries(source)) {
    if (key.endsWith('[]') && merged[key.slice(0, -2)] === undefined) merged[key.slice(0, -2)] = value;
  }
  return merged;
}

/** An object of parameters; unknown keys are ignored, as the mall ignores them. */
export function paramsOf<T extends z.ZodRawShape>(shape: T) {
  return z.preprocess(withBracketKeys, z.object(shape));
}

export type Checked<T> = { ok: true; value: T } | { ok: false; body: Envelope };

/** The parsed value, or the failure envelope carrying the first broken rule's message. */
export function check<S extends z.ZodType>(schema: S, input: unknown): Checked<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, body: fail(result.error.issues[0]?.message ?? '参数错误') };
}

/** Query and body merged, then checked. */
export function checkRequest<S extends z.ZodType>(schema: S, request: FastifyRequest): Checked<z.output<S>> {
  return check(schema, readParams(request));
}

/** Path parameters, checked. */
export function checkPath<S extends z.ZodType>(schema: S, request: FastifyRequest): Checked<z.output<S>> {
  return check(schema, request.params);
}

// --- common shapes --------------------------------------------------------------------------------

/** The id in `/:id`; 0 when it is not a number (the route then answers its own "not found" message). */
export function idOf(request: FastifyRequest, key = 'id'): number {
  const parsed = pathId.safeParse((request.params as Record<string, unknown>)[key]);
  return parsed.success ? parsed.data : 0;
}

const pagingSchemas = new Map<number, z.ZodType<{ page: number; limit: number }>>();

function pagingSchema(defaultLimit: number): z.ZodType<{ page: number; limit: number }> {
  let schema = pagingSchemas.get(defaultLimit);
  if (!schema) {
    schema = z.object({
      page: field((value) => Math.max(1, integerOr(value, 1) || 1)),
      limit: field((value) => Math.min(200, Math.max(1, integerOr(value, defaultLimit) || defaultLimit))),
    });
    pagingSchemas.set(defaultLimit, schema);
  }
  return schema;
}

/** Paging as BaseController::getPage reads it: page (default 1), limit (default `defaultLimit`, at most 200). */
export function pagingOf(params: Record<string, unknown>, defaultLimit = 20): { page: number; limit: number } {
  return pagingSchema(defaultLimit).parse(params);
}

export function paginate<T>(items: readonly T[], page: number, limit: number): { count: number; list: T[] } {
  return { count: items.length, list: items.slice((page - 1) * limit, page * limit) };
}
