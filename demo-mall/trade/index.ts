// The trade module (docs/mall-api.md §3.7, §3.9): addresses, the region list, checkout, orders and payment, with
// its state in the database. Unpaid group orders close at their deadline: swept before every trade request and
// by a timer. The pricing engine lives in trade/pricing/, the division tree in trade/regions/.
import type { FastifyPluginAsync } from 'fastify';
import type { BuyerPurse } from '../accounts/buyer-purse.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { CompanyPayments } from './company-payments-port.ts';
import type { CompanyOrderPlacement } from './company-placement-port.ts';
import { ok } from '../core/envelope.ts';
import type { LoginGate } from '../core/login-gate.ts';
import { idOf } from '../core/param-schemas.ts';
import { registerAddressRoutes } from './address-routes.ts';
import { registerReceiptRoutes } from './receipt-routes.ts';
import type { ReceiptTitleStore } from './receipt-title-store.ts';
import type { AddressStore } from './address-store.ts';
import type { CompanyOrderAccess } from './company-order-access.ts';
import type { FulfilmentStore } from './fulfilment-store.ts';
import { registerBillRoutes } from './bill-routes.ts';
import { registerDemoPayPage } from './demo-pay-page.ts';
import { createOrderProgress } from './order-progress.ts';
import { registerOrderReadRoutes } from './order-read-routes.ts';
import { registerOrderRoutes } from './order-routes.ts';
import type { OrderService } from './order-service.ts';
import type { OrderApprovalHooks } from './route-deps.ts';
import type { OrderStore } from './order-store.ts';
import { createOrderViews, type RefundSignals } from './order-views.ts';
import { cityList } from './regions/regions.ts';
import { registerShipmentRoutes } from './shipment-routes.ts';
import type { StatementReceiptOf } from './statement-receipt-port.ts';
import { registerMerchantConsole } from './merchant-console.ts';
import { createPresellTail, registerPresellTailRoutes } from './presell-tail.ts';
import { registerReviewRoutes } from './review-routes.ts';
import type { PictureOrigin } from '../core/picture-origin.ts';
import { type BuyerCard, createReviewService } from './review-service.ts';
import type { ReviewStore } from './review-store.ts';

export interface TradeModuleOptions {
  gate: LoginGate;
  catalogue: Catalogue;
  addresses: AddressStore;
  orders: OrderStore;
  fulfilment: FulfilmentStore;
  /** the buyer's saved invoice titles (抬头管理) */
  receiptTitles: ReceiptTitleStore;
  reviews: ReviewStore;
  /** the name and avatar a buyer's review shows */
  buyerCard: BuyerCard;
  service: OrderService;
  purse: BuyerPurse;
  /** company balance payments of presell tails */
  companyPayments: CompanyPayments;
  now: () => number;
  closeAfterMs: number;
  /** how often the timer closes overdue orders; 0 leaves it to the sweep before each request */
  sweepEveryMs: number;
  /** integral_status: with points off, the points reads refuse as stock does (积分功能未开启) */
  pointsOn?: boolean;
  /** balance_func_status and yue_pay_status: off, 余额支付 is refused (未开启余额支付) */
  balancePayOn?: boolean;
  /** what the order views show of refunds (the after-sales module) */
  refunds?: RefundSignals;
  /** which company orders a member sees and may act on (docs/company-api.md §1.3) */
  companyOrders: CompanyOrderAccess;
  /** company orders held over a member's spending limit (docs/company-api.md §5) */
  approvals?: OrderApprovalHooks;
  /** order/create's company half, answered by company/order-placement.ts (docs/company-api.md §5, §8, §13) */
  placement: CompanyOrderPlacement;
  /** whose uploads a review's pictures are (the settlement module keeps the uploads) */
  pictures: PictureOrigin;
  /** the 集中开票 invoice billing a company order (ADR 0071) */
  statementReceipts?: StatementReceiptOf;
}

export const tradeModule: FastifyPluginAsync<TradeModuleOptions> = async (app, options) => {
  const { service, orders } = options;
  if (options.sweepEveryMs > 0) {
    const timer = setInterval(() => service.sweep(), options.sweepEveryMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  // public: the address form's cascader
  app.get('/api/v2/system/city/lst/:pid', async (request) => ok(cityList(idOf(request, 'pid'))));
  registerDemoPayPage(app, orders, service);
  const progress = createOrderProgress(orders, options.fulfilment, options.now);
  const reviewing = createReviewService({ ...options, progress });
  const tail = createPresellTail(options);
  const views = tail.withPresellOrders(
    createOrderViews(options.catalogue, orders, options.refunds, options.approvals?.viewOf, options.statementReceipts),
  );
  const deps = { ...options, views, progress, reviewing, tail };
  // demo only, like /demo/pay: the merchant's side of shipping, delivery and invoices
  registerMerchantConsole(app, deps);

  await app.register(async (scope) => {
    scope.addHook('preHandler', async () => {
      service.sweep();
    });
    scope.addHook('preHandler', options.gate.requireLogin);
    scope.addHook('preHandler', options.companyOrders.guard);
    registerAddressRoutes(scope, deps);
    registerOrderRoutes(scope, deps);
    registerOrderReadRoutes(scope, deps);
    registerShipmentRoutes(scope, deps);
    registerReviewRoutes(scope, deps);
    registerPresellTailRoutes(scope, deps);
    registerReceiptRoutes(scope, deps);
    registerBillRoutes(scope, options);
  });
};
