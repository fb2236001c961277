// 加入购物车 / 立即购买 / 到货通知 / 收藏: browser calls through the BFF (the login stays in cookies).
import { apiGet, apiPost, withToast } from '../../../api/bff-client.ts';
import { appActions } from '../../../state/app-state.ts';

export interface CartLine {
  productId: number;
  unique: string;
  quantity: number;
  productType: number;
}

/** One cart line: is_new 0 joins the cart, is_new 1 is a line for 立即购买 only. Null when refused (toasted). */
const createCartLine = (line: CartLine, isNew: 0 | 1) =>
  withToast(
    apiPost<{ cart_id: number }>('/api/user/cart/create', {
      product_id: line.productId,
      product_attr_unique: line.unique,
      cart_num: line.quantity,
      is_new: isNew,
      product_type: line.productType,
    }),
  );

/** Adds to the cart (is_new 0) and refreshes the header count; true on success. */
export async function addToCart(line: CartLine): Promise<boolean> {
  const created = await createCartLine(line, 0);
  if (!created) return false;
  const count = await apiGet<{ count: string | number }[]>('/api/user/cart/count').catch(() => null);
  if (count) appActions.setCartCount(Number(count[0]?.count ?? 0) || 0);
  appActions.toast('加入购物车成功', 'success');
  return true;
}

/** 立即购买: a "new" cart line (is_new 1), then the order confirmation with its id. */
export async function buyNow(line: CartLine): Promise<void> {
  const created = await createCartLine(line, 1);
  if (created) window.location.assign(`/order_confirm?new=1&cartId=${encodeURIComponent(String(created.cart_id))}`);
}

export async function notifyArrival(productId: number, unique: string, productType: number): Promise<void> {
  const done = await withToast(apiPost('/api/store/product/increase_take', { product_id: productId, unique, type: productType }));
  if (done !== null) appActions.toast('订阅成功，到货后将通知您', 'success');
}

/** type: the product type (0 normal) or 10 for a store */
export async function setRelation(on: boolean, type: number, typeId: number): Promise<boolean> {
  const done = await withToast(apiPost(on ? '/api/user/relation/create' : '/api/user/relation/delete', { type, type_id: typeId }));
  return done !== null;
}
