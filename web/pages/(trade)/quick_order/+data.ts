// /quick_order 快速下单 (docs/screens.md): nothing to read before the buyer pastes or uploads; the login rule
// comes from the (trade) group.
import { ROUTES } from '#shared/routes.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data() {
  return { meta: { title: ROUTES.quickOrder.name } };
}
