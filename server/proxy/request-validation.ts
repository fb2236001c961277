// Input checked before it is forwarded: the endpoint table's shared schemas (docs/product.md §5,
// docs/bff-contract.md §5) with their exact messages. The mall reads a call's parameters from the query and the
// body together, the body winning a name both carry (docs/mall-api.md §1.4), so that merge is what is checked: a
// field cannot slip past in the query. A failing call is answered HTTP 400 {status:400, message} and the mall is
// not called.
import type { z } from 'zod';
import { firstIssueMessage } from '#shared/schemas/auth-schemas.ts';
import { parsePhpParams } from './php-params.ts';

export type BodyFields = Record<string, unknown>;

/** A buffered body's fields as the mall reads them: a JSON object as it is, a form the PHP way, anything else none. */
export function bodyFields(contentType: string, text: string): BodyFields | null {
  if (contentType.includes('application/x-www-form-urlencoded')) return parsePhpParams(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  // A body that is not an object (array, string, null) is checked as empty, so the answer is the first
  // field's Chinese message rather than zod's generic type error.
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as BodyFields) : {};
}

/** The first failing message, or null when the endpoint has no schema or the call passes. */
export function validateBody(schema: z.ZodType | undefined, body: unknown, query = ''): string | null {
  if (!schema) return null;
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  return firstIssueMessage(schema, { ...(query ? parsePhpParams(query) : {}), ...fields });
}
