// What every trade route file is handed by the module's plugin.
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { LoginGate } from '../core/login-gate.ts';
import type { BuyerPurse } from '../accounts/buyer-purse.ts';
import type { AddressStore } from './address-store.ts';
import type { CompanyOrderAccess } from './company-order-access.ts';
import type { CompanyOrderPlacement } from './company-placement-port.ts';
import type { FulfilmentStore } from './fulfilment-store.ts';
import type { OrderService } from './order-service.ts';
import type { OrderStore } from './order-store.ts';

/** What the trade routes ask the company approvals of a placed order (docs/company-api.md §5); absent: nothing is held. */
export interface OrderApprovalHooks {
  /** why the group order may not be paid yet (待审批, 已驳回), or null */
  payRefusal(groupOrderId: number): string | null;
  /** the `approval` object of a group order view; null when it was never held */
  viewOf(groupOrderId: number): object | null;
}

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
  /** company orders held over a member's spending limit */
  approvals?: OrderApprovalHooks;
  /** order/create's company half: PO number, member and unit stamps, approval hold, budget refusal */
  placement: CompanyOrderPlacement;
  /** balance_func_status and yue_pay_status: off, 余额支付 is refused as stock refuses it (未开启余额支付) */
  balancePayOn?: boolean;
}
