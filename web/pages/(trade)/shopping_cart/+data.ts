// /shopping_cart is read on the server so the list shows without JavaScript. A lost login goes to the
// login page (coming back here); any other failure is the 500 page with the BFF's message.
import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { isMallReadError } from '#shared/api/mall-reader.ts';
import { ROUTES } from '#shared/routes.ts';
import { loginHref } from '#shared/route-links.ts';
import { viewerFor } from '#web/features/goods/price/page-agreements.server.ts';
import { toCartView, type RawCartList } from '#web/features/cart/cart-totals.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  try {
    const cart = await pageContext.mall.get<RawCartList>('/api/user/cart/lst');
    return {
      meta: { title: ROUTES.shoppingCart.name },
      punchout: pageContext.punchout === true,
      ...toCartView(cart, await viewerFor(pageContext, cart)),
    };
  } catch (error) {
    if (!isMallReadError(error)) throw error;
    if (error.code === 'LOGIN_EXPIRED') throw redirect(loginHref(ROUTES.shoppingCart.path));
    throw render(500, error.message || '加载失败');
  }
}
