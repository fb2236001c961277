// The parts of units, approval rules and budgets (docs/company-api.md §13), built once with the mall because the
// approvals (and through them order/create) ask them too: the stores, the chain of a held order, the order gate.
import type { Catalogue } from '../catalogue/catalogue.ts';
import { formatDateTime } from '../core/envelope.ts';
import type { DemoMallDatabase } from '../db/database.ts';
import { createApprovalChain } from './approval-rules/approval-chain.ts';
import { createChainStore } from './approval-rules/chain-store.ts';
import { chainViewOf } from './approval-rules/chain-view.ts';
import { createOrderGate } from './approval-rules/order-gate.ts';
import { createRuleStore } from './approval-rules/rule-store.ts';
import { createBudgetService } from './budgets/budget-service.ts';
import { createBudgetStore } from './budgets/budget-store.ts';
import { createUnitService } from './units/unit-service.ts';
import { createUnitStore } from './units/unit-store.ts';

export function createOrgParts(db: DemoMallDatabase, catalogue: Catalogue, now: () => number) {
  const time = () => formatDateTime(new Date(now()));
  const units = createUnitStore(db);
  const activeMember = db.prepare('SELECT 1 FROM company_members WHERE company_id = ? AND uid = ? AND status = 1');
  const unitService = createUnitService(units, (companyId, uid) => activeMember.get(companyId, uid) !== undefined);
  const rules = createRuleStore(db);
  const chainStore = createChainStore(db);
  const chain = createApprovalChain(chainStore, units, time);
  const budgetStore = createBudgetStore(db);
  const budgets = createBudgetService(budgetStore, units);
  const costCenter = db.prepare('SELECT name FROM company_cost_centers WHERE cost_center_id = ?');
  const gate = createOrderGate({
    units,
    rules,
    budgets,
    categoriesOf: (productId) => {
      const product = catalogue.goods.productById.get(productId);
      return product ? (catalogue.categories.categoryById.get(product.cate_id)?.path ?? [product.cate_id]) : [];
    },
    costCenterName: (id) => (costCenter.get(id) as { name: string } | undefined)?.name ?? '',
  });
  const nickname = db.prepare('SELECT nickname FROM users WHERE uid = ?');
  const chainView = chainViewOf(chainStore, chain, (uid) => (nickname.get(uid) as { nickname: string } | undefined)?.nickname ?? '');
  return { units, unitService, rules, chainStore, chain, budgetStore, budgets, gate, chainView, time };
}

export type OrgParts = ReturnType<typeof createOrgParts>;
