// What every trade route file is handed by the module's plugin.
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { LoginGate } from '../core/login-gate.ts';
import type { BuyerPurse } from '../accounts/buyer-purse.ts';
import type { OrderPurchaseRefs } from '../company/purchase-refs/order-purchase-refs.ts';
import type { AddressStore } from './address-store.ts';
import type { CompanyOrderAccess } from './company-order-access.ts';
import type { FulfilmentStore } from './fulfilment-store.ts';
import type { OrderService } from './order-service.ts';
import type { OrderStore } from './order-store.ts';

export interface TradeRouteDeps {
  gate: LoginGate;
  catalogue: Catalogue;
  addresses: AddressStore;
  orders: OrderStore;
  fulfilment: FulfilmentStore;
  service: OrderService;
  purse: BuyerPurse;
  /** ms clock of the trade rules (order deadlines, keys); tests move it */
  now: () => number;
  closeAfterMs: number;
  /** which company orders a member sees and may act on (docs/company-api.md §1.3) */
  companyOrders: CompanyOrderAccess;
  /** the PO number and cost centre of company orders (docs/company-api.md §8) */
  purchaseRefs: OrderPurchaseRefs;
}
