// Server-side reads of the after-sales pages: a lost login goes to the login page, a backend fault is the 500
// page; a refusal of the mall (该商品正在退款中，请勿重复申请, 订单已退款, 退款单不存在 …) becomes the page's
// message instead of the form, so the buyer reads why (docs/product.md §8).
import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { isMallReadError } from '#shared/api/mall-reader.ts';
import { loginHref } from '#shared/routes.ts';

export type Refusable<T> = { ok: true; value: T } | { ok: false; message: string };

export async function readRefusable<T>(pageContext: PageContextServer, read: () => Promise<T>): Promise<Refusable<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (error) {
    if (!isMallReadError(error)) throw error;
    if (error.code === 'LOGIN_EXPIRED') throw redirect(loginHref(pageContext.urlOriginal));
    if (error.httpStatus >= 500) throw render(500, error.message || '加载失败');
    return { ok: false, message: error.message || '加载失败' };
  }
}
