// /shopping_cart is read on the server so the list shows without JavaScript. A lost login goes to the
// login page (coming back here); any other failure is the 500 page with the BFF's message.
import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loginHref, ROUTES } from '#shared/routes.ts';
import { toCartView, type CartView, type RawCartList } from './cart-totals.ts';

export async function data(pageContext: PageContextServer): Promise<CartView> {
  try {
    return toCartView(await pageContext.mall.get<RawCartList>('/api/user/cart/lst'));
  } catch (error) {
    // Checked by shape: the server's MallReadError class and the one bundled into the build differ.
    const { name, code, message } = error as { name?: string; code?: string; message?: string };
    if (name !== 'MallReadError') throw error;
    if (code === 'LOGIN_EXPIRED') throw redirect(loginHref(ROUTES.shoppingCart.path));
    throw render(500, message || '加载失败');
  }
}
