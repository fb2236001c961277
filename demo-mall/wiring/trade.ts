// Composition of buying and after-sales: the trade services (purse, addresses, orders, payment), the after-sales
// service over them, and the two plugins. What trade asks of companies arrives as the ports of TradePorts,
// answered by wiring/company.ts; trade itself never imports company/.
import type { FastifyInstance } from 'fastify';
import { createBuyerPurse, type BuyerPurse } from '../accounts/buyer-purse.ts';
import type { AccountService } from '../accounts/account-service.ts';
import { avatarPath } from '../accounts/user-directory.ts';
import { type AfterSales, afterSalesModule, createAfterSales } from '../after-sales/index.ts';
import { uidOf } from '../core/login-gate.ts';
import type { DemoMallDatabase } from '../db/database.ts';
import { createAddressStore, type AddressStore } from '../trade/address-store.ts';
import { createCheckout } from '../trade/checkout.ts';
import { withUnitAddresses } from '../company/unit-data/unit-addresses.ts';
import type { CompanyOrderAccess } from '../trade/company-order-access.ts';
import type { CompanyPayments } from '../trade/company-payments-port.ts';
import type { CompanyOrderPlacement } from '../trade/company-placement-port.ts';
import { createFulfilmentStore, type FulfilmentStore } from '../trade/fulfilment-store.ts';
import { tradeModule } from '../trade/index.ts';
import { isOn } from '../platform/site-switches.ts';
import { createOrderService, type OrderService } from '../trade/order-service.ts';
import { createOrderStore, type OrderStore } from '../trade/order-store.ts';
import { createReceiptTitleStore } from '../trade/receipt-title-store.ts';
import { createPictureOrigin } from '../settlement/picture-origin.ts';
import { maskedName } from '../trade/review-service.ts';
import { createQuotedPrices } from '../trade/quoted-prices.ts';
import type { OrderApprovalHooks } from '../trade/route-deps.ts';
import type { StatementReceiptOf } from '../trade/statement-receipt-port.ts';
import type { Shop } from './shop.ts';

/** The trade rules' clock: tests move `now`; unpaid orders close after closeAfterMs, swept every sweepEveryMs. */
export interface TradeTiming {
  now: () => number;
  closeAfterMs: number;
  sweepEveryMs: number;
}

export interface Trade {
  purse: BuyerPurse;
  addresses: AddressStore;
  orders: OrderStore;
  fulfilment: FulfilmentStore;
  service: OrderService;
  afterSales: AfterSales;
}

/** What the trade and after-sales routes ask of companies, answered by the company module. */
export interface TradePorts {
  companyOrders: CompanyOrderAccess;
  approvals: OrderApprovalHooks;
  placement: CompanyOrderPlacement;
  statementReceipts: StatementReceiptOf;
}

export function buildTrade(db: DemoMallDatabase, shop: Shop, companyPayments: CompanyPayments, timing: TradeTiming): Trade {
  const { catalogue, shopping, stock } = shop;
  const { now, closeAfterMs } = timing;
  const purse = createBuyerPurse(db);
  const addresses = createAddressStore(db);
  const orders = createOrderStore(db);
  const quotedPriceOf = createQuotedPrices(db).priceOf;
  const checkout = createCheckout({
    catalogue,
    carts: shopping.carts,
    wallet: shopping.wallet,
    purse,
    // a unit's addresses too (docs/company-api.md §13.6); order/create checks whose they are first
    addresses: withUnitAddresses(addresses, db),
    stock,
    agreedPrices: shop.agreedPrices,
    quotedPriceOf,
  });
  const service = createOrderService({
    orders,
    checkout,
    stock,
    wallet: shopping.wallet,
    carts: shopping.carts,
    purse,
    companyPayments,
    now,
    closeAfterMs,
  });
  const afterSales = createAfterSales({ db, catalogue, orders, purse, companyPayments, stock, wallet: shopping.wallet, now });
  return { purse, addresses, orders, fulfilment: createFulfilmentStore(db), service, afterSales };
}

/** How a review shows its buyer: a user's masked nickname and avatar, a company order as 企业采购. */
function buyerCardOf(accounts: AccountService) {
  return (key: string) => {
    const personal = key.startsWith('user:');
    const nickname = personal ? accounts.nicknameOf(uidOf(key)) : null;
    return { nickname: maskedName(nickname ?? '企业采购'), avatar: personal ? avatarPath(uidOf(key)) : '' };
  };
}

export function registerTradeModules(
  app: FastifyInstance,
  db: DemoMallDatabase,
  parts: { shop: Shop; trade: Trade; ports: TradePorts; companyPayments: CompanyPayments; timing: TradeTiming },
): void {
  const { shop, trade, ports, timing } = parts;
  const { gate } = shop.accounts;
  app.register(tradeModule, {
    ...ports,
    ...timing,
    gate,
    catalogue: shop.catalogue,
    addresses: trade.addresses,
    orders: trade.orders,
    fulfilment: trade.fulfilment,
    receiptTitles: createReceiptTitleStore(db),
    reviews: shop.reviews,
    buyerCard: buyerCardOf(shop.accounts.service),
    service: trade.service,
    purse: trade.purse,
    companyPayments: parts.companyPayments,
    refunds: trade.afterSales.signals,
    pictures: createPictureOrigin(db),
    pointsOn: isOn(shop.switches.integral_status),
    balancePayOn: isOn(shop.switches.balance_func_status) && isOn(shop.switches.yue_pay_status),
  });
  const { catalogue } = shop;
  const { orders, afterSales } = trade;
  app.register(afterSalesModule, { gate, catalogue, orders, afterSales, now: timing.now, companyOrders: ports.companyOrders });
}
