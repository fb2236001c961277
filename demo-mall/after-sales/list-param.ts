// A list parameter the CRMEB way (docs/mall-api.md §1.4): JSON sends an array; a form post sends `key[]`, and a
// lone `key[]` value is still a list of one.
import type { Params } from '../core/params.ts';

export function withListParam(params: Params, key: string): Params {
  const bracketed = params[`${key}[]`];
  if (params[key] !== undefined || bracketed === undefined) return params;
  return { ...params, [key]: Array.isArray(bracketed) ? bracketed : [bracketed] };
}
