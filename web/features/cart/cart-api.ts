// The cart's browser calls through the BFF (the login, and the company token while buying as 企业,
// travel in cookies). A refusal shows the mall's message as a toast; callers get false / null.
import { apiGet, apiPost } from '../../api/bff-client.ts';
import { appActions } from '../../state/app-state.ts';

function toastError(error: unknown): void {
  appActions.toast(error instanceof Error ? error.message : '加载失败');
}

/** True when the call succeeded (its data may be empty: the mall only answers a message). */
async function attempt(call: Promise<unknown>): Promise<boolean> {
  try {
    await call;
    return true;
  } catch (error) {
    toastError(error);
    return false;
  }
}

/** The header count, read again after every change (pieces, as the mall sums them). */
export async function refreshCartCount(): Promise<void> {
  const count = await apiGet<{ count: string | number }[]>('/api/user/cart/count').catch(() => null);
  if (count) appActions.setCartCount(Number(count[0]?.count ?? 0) || 0);
}

export function changeQuantity(cartId: number, num: number): Promise<boolean> {
  return attempt(apiPost(`/api/user/cart/change/${cartId}`, { cart_num: num }));
}

export function deleteLines(ids: readonly number[]): Promise<boolean> {
  return attempt(apiPost('/api/user/cart/delete', { cart_id: ids }));
}
