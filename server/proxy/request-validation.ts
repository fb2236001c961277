// Input checked before it is forwarded: the endpoint table's shared schemas (docs/product.md §5) with their
// exact messages. A failing body is answered HTTP 400 {status:400, message} and the mall is not called.
import type { z } from 'zod';
import { firstIssueMessage } from '#shared/schemas/auth-schemas.ts';

/** The first failing message, or null when the endpoint has no schema or the body passes. */
export function validateBody(schema: z.ZodType | undefined, body: unknown): string | null {
  if (!schema) return null;
  // A body that is not an object (array, string, null) is checked as empty, so the answer is the first
  // field's Chinese message rather than zod's generic type error.
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  return firstIssueMessage(schema, fields);
}
