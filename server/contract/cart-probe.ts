// The opt-in cart probe (`--cart-probe`, with an account): one buy-now cart line of one piece (is_new 1, so the
// shopper's cart and its badge never show it), POST /api/v2/order/check on it, and the line removed again. These
// are the only writes the check can make; without the flag it stays read-only. It tells whether /order_confirm
// can read the backend's priced lines (page-reads.ts), which no read-only call shows.
import type { Outcome } from './classify-answer.ts';
import type { ContractCall, FoundIds } from './contract-calls.ts';
import { orderCheckDifference } from './page-reads.ts';

const cartIdOf = (data: unknown) => Number((data as { cart_id?: unknown } | null)?.cart_id);

const probeCall = (url: string, usedBy: string, more: Partial<ContractCall> = {}): ContractCall => ({
  method: 'POST',
  url,
  usedBy: `${usedBy} (cart probe)`,
  shape: 'object',
  account: 'user',
  ...more,
});

const CART_PROBE_CALLS = {
  create: probeCall('/api/user/cart/create', '立即购买, 加入购物车', {
    check: (data) => (Number.isInteger(cartIdOf(data)) && cartIdOf(data) > 0 ? null : 'the cart line has no cart_id'),
  }),
  check: probeCall('/api/v2/order/check', '/order_confirm', { check: orderCheckDifference }),
  remove: probeCall('/api/user/cart/delete', 'the cart: 删除', { shape: 'message' }),
} as const;

interface ProbeStep {
  call: ContractCall;
  outcome: Outcome | { kind: 'skipped'; how: string };
}

type Send = (call: ContractCall, body: object) => Promise<Outcome>;

export async function runCartProbe(send: Send, found: FoundIds): Promise<ProbeStep[]> {
  const { create, check, remove } = CART_PROBE_CALLS;
  if (!found.product || !found.productUnique) {
    const how = 'no product with a SKU in stock: the product list or detail was empty or failed';
    return [create, check, remove].map((call) => ({ call, outcome: { kind: 'skipped', how } }));
  }
  const line = { product_id: found.product, product_attr_unique: found.productUnique, cart_num: 1, is_new: 1, product_type: 0 };
  const created = await send(create, line);
  if (created.kind !== 'ok') {
    const how = 'no cart line was created';
    return [{ call: create, outcome: created }, ...[check, remove].map((call) => ({ call, outcome: { kind: 'skipped' as const, how } }))];
  }
  const cartIds = [cartIdOf(created.data)];
  const steps: ProbeStep[] = [{ call: create, outcome: created }];
  try {
    steps.push({
      call: check,
      outcome: await send(check, { cart_id: cartIds, address_id: 0, use_coupon: {}, use_integral: false, takes: [] }),
    });
  } finally {
    steps.push({ call: remove, outcome: await send(remove, { cart_id: cartIds }) });
  }
  return steps;
}
