// /order_confirm?cartId=…[&new=1] (docs/screens.md a.6), read on the server: the addresses (default first),
// the buyer's points and, for cart lines, the chosen lines by store so the page shows the goods before the
// browser's first POST /api/v2/order/check prices them. A lost login goes to the login page (coming back). Under 企业
// the addresses of the buyer's unit and the units above it follow the buyer's own (docs/company-api.md §13.6).
import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { isMallReadError } from '#shared/api/mall-reader.ts';
import { ROUTES } from '#shared/routes.ts';
import { loginHref } from '#shared/route-links.ts';
import { defaultFirst, toAddressView, type RawAddress } from '#web/features/address/address-form.ts';
import { toCartView, type RawCartList } from '#web/features/cart/cart-totals.ts';
import { purseEntity, purseOf, pursePath } from '#web/features/order/purse.ts';
import { viewerFor } from '#web/features/goods/price/page-agreements.server.ts';
import { cartIdsOf, previewFromCart } from './confirm-view.ts';
import { unitAddresses } from './unit-addresses.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search } = pageContext.urlParsed;
  const cartIds = cartIdsOf(search.cartId);
  // Buy-now lines (new=1) are kept out of the cart list: only the check can show them.
  const fromCart = search.new !== '1';
  const { mall } = pageContext;
  try {
    const entity = purseEntity(pageContext.layout.session);
    const [addresses, cart, user, ofUnits] = await Promise.all([
      mall.get<{ list?: RawAddress[] }>('/api/user/address/lst', { page: 1, limit: 100 }),
      fromCart ? mall.getOr<RawCartList>('/api/user/cart/lst', {}) : Promise.resolve({}),
      mall.getOr<{ integral?: number }>(pursePath(entity), {}),
      unitAddresses(mall, entity),
    ]);
    return {
      meta: { title: ROUTES.orderConfirm.name },
      cartIds,
      addresses: [...defaultFirst((addresses?.list ?? []).map(toAddressView)), ...ofUnits],
      preview: previewFromCart(toCartView(cart, await viewerFor(pageContext, cart)), cartIds),
      points: purseOf(user).points,
    };
  } catch (error) {
    if (!isMallReadError(error)) throw error;
    if (error.code === 'LOGIN_EXPIRED') throw redirect(loginHref(pageContext.urlOriginal));
    throw render(500, error.message || '加载失败');
  }
}
