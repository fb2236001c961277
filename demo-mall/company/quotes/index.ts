// Requests for quotation (询价/报价), §10 of docs/company-api.md: the company's quotes and their revisions, the
// buyer's routes, the demo merchant console that answers them, and the accept that makes one order at the
// quoted prices through the trade module's order service, the company's approvals included.
import type { FastifyInstance } from 'fastify';
import { createQuotedPrices } from '../../trade/quoted-prices.ts';
import { createPictureOrigin } from '../../settlement/picture-origin.ts';
import type { OrderPlacingOptions } from '../order-placing-options.ts';
import { registerMerchantQuoteConsole } from './merchant-quote-console.ts';
import type { OrderUnitScope } from '../unit-data/order-unit-scope.ts';
import { createQuoteOrder } from './quote-order.ts';
import { registerQuoteRoutes } from './quote-routes.ts';
import { createQuoteService } from './quote-service.ts';
import { createQuoteStore } from './quote-store.ts';
import { createQuoteViews } from './quote-views.ts';

export interface QuoteModuleOptions extends OrderPlacingOptions {
  unitScope: OrderUnitScope;
}

export function registerQuotes(app: FastifyInstance, options: QuoteModuleOptions): void {
  const { db, gate, membership, catalogue, now } = options;
  const store = createQuoteStore(db);
  const service = createQuoteService({ store, catalogue, now });
  const order = createQuoteOrder({
    store,
    service,
    cartRules: options.cartRules,
    quotedPrices: createQuotedPrices(db),
    orderService: options.orderService,
    orders: options.orders,
    placement: options.placement,
    memberOf: (request) => membership.member(request),
    unitScope: options.unitScope,
  });
  const pictures = createPictureOrigin(db);
  registerQuoteRoutes(app, { gate, membership, store, service, views: createQuoteViews(store, catalogue), order, pictures });
  registerMerchantQuoteConsole(app, { db, store, service, catalogue, testHooks: options.testHooks });
}
