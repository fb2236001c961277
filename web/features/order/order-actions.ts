// What the order buttons do (docs/screens.md a.8, a.11): take, delete, cancel, buy again, ask for an invoice and
// pay a presell tail. Each shows its outcome as a toast in the mall's words (a refusal as its Chinese message,
// docs/product.md §8) and answers whether it worked, so the page can read the order again.
import { navigate } from 'vike/client/router';
import { appActions } from '../../state/app-state.ts';
import { refreshCartCount } from '../cart/cart-api.ts';
import { againLines } from './order-action-rules.ts';
import { cancelOrder, cartAgain, deleteOrder, payPresellTail, requestInvoice, takeOrder } from './order-api.ts';
import type { InvoiceRequest } from './invoice.ts';
import type { MerchantOrderView } from './order-view.ts';

/** The mall's own words when it sent some, else ours. */
export function successText(message: string | undefined, fallback: string): string {
  return message && message !== 'success' ? message : fallback;
}

function showError(error: unknown, fallback: string): false {
  appActions.toast(error instanceof Error && error.message ? error.message : fallback);
  return false;
}

async function run(call: () => Promise<{ message: string }>, done: string, failed: string): Promise<boolean> {
  try {
    const { message } = await call();
    appActions.toast(successText(message, done), 'success');
    return true;
  } catch (error) {
    return showError(error, failed);
  }
}

export const confirmReceipt = (orderId: number) => run(() => takeOrder(orderId), '确认收货成功', '确认收货失败');
export const removeOrder = (orderId: number) => run(() => deleteOrder(orderId), '删除成功', '删除失败');
export const cancelUnpaid = (groupOrderId: number) => run(() => cancelOrder(groupOrderId), '取消成功', '取消失败');
export const applyInvoice = (orderId: number, request: InvoiceRequest) =>
  run(() => requestInvoice(orderId, request), '操作成功', '申请开票失败');

/** The order confirmation of buy-now lines (docs/screens.md a.6). */
export const againConfirmHref = (cartIds: readonly number[]) => `/order_confirm?new=1&cartId=${cartIds.join(',')}`;

/**
 * 再次购买: the order's lines come back as buy-now lines and the shopper goes on to confirm them. The header's
 * cart count is read again, so it stays in step with the mall (buy-now lines are kept out of it).
 */
export async function buyAgain(order: Pick<MerchantOrderView, 'lines'>): Promise<boolean> {
  try {
    const ids = await cartAgain(againLines(order));
    await refreshCartCount();
    if (ids.length === 0) return showError(null, '再次购买失败');
    await navigate(againConfirmHref(ids));
    return true;
  } catch (error) {
    await refreshCartCount();
    return showError(error, '再次购买失败');
  }
}

/** Pays a presell tail from the balance (POST /api/presell/pay/:id). */
export async function payTail(presellOrderId: number): Promise<boolean> {
  try {
    const { message, data } = await payPresellTail(presellOrderId, 'balance');
    if (data?.status !== 'success') return showError(new Error(message), '支付失败');
    appActions.toast(successText(message, '支付成功'), 'success');
    return true;
  } catch (error) {
    return showError(error, '支付失败');
  }
}
