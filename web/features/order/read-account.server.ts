// A signed-in page's reads: a login lost meanwhile goes to the login page (coming back here afterwards), a
// backend fault is the 500 page with the BFF's Chinese message (docs/product.md §8).
import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { isMallReadError } from '#shared/api/mall-reader.ts';
import { loginHref } from '#shared/route-links.ts';

export async function readAccountPage<T>(pageContext: PageContextServer, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isMallReadError(error)) throw error;
    if (error.code === 'LOGIN_EXPIRED') throw redirect(loginHref(pageContext.urlOriginal));
    throw render(500, error.message || '加载失败');
  }
}
