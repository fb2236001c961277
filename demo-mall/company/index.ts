// The company module (docs/company-api.md): the company's profile and members (members/), its account, ledger
// and remittances (finance/), the monthly statements (statements/) and quick order (quick-order/, /api/quick_order/*,
// open to personal buyers too). Every /api/company/* route needs a login and a membership; the permission each
// route needs is its row in shared/company/company-route-permissions.ts, enforced for every module by
// route-guard.ts. Demo consoles (/demo/platform/*) stand in for the platform's back office.
import type { FastifyPluginAsync } from 'fastify';
import { type AgreedPricesDeps, registerAgreedPrices } from './agreed-prices/index.ts';
import { type ApprovalsDeps, registerApprovals } from './approvals/index.ts';
import { type FinanceDeps, registerFinance } from './finance/index.ts';
import { type InvoicesDeps, registerInvoices } from './invoices/index.ts';
import { type MembersDeps, registerMembers } from './members/index.ts';
import { type ApprovalRulesDeps, registerApprovalRules } from './approval-rules/index.ts';
import { type BudgetsDeps, registerBudgets } from './budgets/index.ts';
import { registerUnits, type UnitsDeps } from './units/index.ts';
import { type PurchaseRefsDeps, registerPurchaseRefs } from './purchase-refs/index.ts';
import { type QuickOrderOptions, registerQuickOrder } from './quick-order/index.ts';
import { type AcceptanceDeps, registerAcceptance } from './acceptance/index.ts';
import { type ReorderListsDeps, registerReorderLists } from './reorder-lists/index.ts';
import { registerSpend, type SpendDeps } from './spend/index.ts';
import { registerStatements, type StatementsDeps } from './statements/index.ts';

/** Everything the sub-modules declare they use, each at its own register function (wiring/company.ts fills it). */
export type CompanyModuleOptions = MembersDeps &
  FinanceDeps &
  StatementsDeps &
  ReorderListsDeps &
  QuickOrderOptions &
  ApprovalsDeps &
  UnitsDeps &
  ApprovalRulesDeps &
  BudgetsDeps &
  PurchaseRefsDeps &
  AcceptanceDeps &
  AgreedPricesDeps &
  InvoicesDeps &
  SpendDeps;

export const companyModule: FastifyPluginAsync<CompanyModuleOptions> = async (app, options) => {
  await app.register(async (scope) => {
    registerMembers(scope, options);
    registerFinance(scope, options);
    registerStatements(scope, options);
    registerReorderLists(scope, options);
    registerQuickOrder(scope, options);
    registerApprovals(scope, options);
    registerUnits(scope, options);
    registerApprovalRules(scope, options);
    registerBudgets(scope, options);
    registerPurchaseRefs(scope, options);
    registerAcceptance(scope, options);
    registerAgreedPrices(scope, options);
    registerInvoices(scope, options);
    registerSpend(scope, options);
  });
};
