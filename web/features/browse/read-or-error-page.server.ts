// Reading the record a page is about (a product, an article, a store): a "not found" answer from the mall
// (any 4xx, or nothing) becomes the 404 page, a backend fault (5xx: unreachable, timed out, unreadable)
// the 500 page with the BFF's Chinese message (docs/product.md §8).
import { render } from 'vike/abort';
import { isMallReadError } from '#shared/api/mall-reader.ts';

/** The record, or the error page that says why it cannot be shown: 404 when the mall has none, 500 when the mall failed. */
export async function readOrErrorPage<T>(read: Promise<T>): Promise<T> {
  let value: T;
  try {
    value = await read;
  } catch (error) {
    if (!isMallReadError(error)) throw error;
    if (error.httpStatus < 500) throw render(404);
    throw render(500, error.message || '错误的请求');
  }
  if (!value) throw render(404);
  return value;
}
