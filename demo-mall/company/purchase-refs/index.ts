// 采购单号 and 成本中心/项目, §8 of docs/company-api.md: the company's cost centre list (here) and the PO number and
// cost centre on company orders (order-purchase-refs.ts, called by the trade module's order/create).
import type { FastifyInstance } from 'fastify';
import { registerCostCenterRoutes } from './cost-center-routes.ts';
import { createCostCenterStore } from './cost-center-store.ts';
import type { CostCenterRouteDeps } from './cost-center-routes.ts';

/** What the cost centres (§8) use of the mall. */
export interface PurchaseRefsDeps extends CostCenterRouteDeps {}

export function registerPurchaseRefs(app: FastifyInstance, options: PurchaseRefsDeps): void {
  registerCostCenterRoutes(app, options, createCostCenterStore(options.db));
}
