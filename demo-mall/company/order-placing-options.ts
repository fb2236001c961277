// What a company module that places orders of its own (a quote's accept, a schedule's run) is handed.
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { LoginGate } from '../core/login-gate.ts';
import type { DemoMallDatabase } from '../db/database.ts';
import type { CartRules } from '../shopping/cart-rules.ts';
import type { OrderService } from '../trade/order-service.ts';
import type { OrderStore } from '../trade/order-store.ts';
import type { Membership } from './membership.ts';
import type { OrderPlacement } from './order-placement.ts';

export interface OrderPlacingOptions {
  db: DemoMallDatabase;
  gate: LoginGate;
  membership: Membership;
  catalogue: Catalogue;
  cartRules: CartRules;
  orderService: OrderService;
  orders: OrderStore;
  /** the company half of each order it places: the member stamp and the approval steps */
  placement: Pick<OrderPlacement, 'afterCreate'>;
  now: () => number;
  testHooks: boolean;
}
