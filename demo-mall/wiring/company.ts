// Composition of the company area: its money (ledger and the payments trade asks for) is built before trade;
// membership, approvals and the ports trade asks of companies (which orders a member sees, held orders, PO
// numbers) after it, since approvals act on trade's orders. Then the company plugin.
import type { FastifyInstance } from 'fastify';
import { type Approvals, createApprovals } from '../company/approvals/approval-service.ts';
import { orderApprovalHooks } from '../company/approvals/order-hooks.ts';
import { createApprovalNotices } from '../company/approval-notices.ts';
import { tellBudgetThresholds } from '../company/budgets/budget-alerts.ts';
import { createCompanyLedger, type CompanyLedger } from '../company/company-ledger.ts';
import { createCompanyOrderAccess } from '../company/company-order-access.ts';
import { createInvoicedOrders } from '../company/invoices/invoiced-orders.ts';
import { seedCompanyCreditLines, seedCompanyPurses } from '../company/finance/company-opening.ts';
import { createCompanyPayments } from '../company/finance/company-payments.ts';
import { companyModule } from '../company/index.ts';
import { createInbox, type Inbox, type WebhookSettings, webhookSettingsOf } from '../company/inbox/index.ts';
import { createMembership, type Membership } from '../company/membership.ts';
import { createOrgParts, type OrgParts } from '../company/org-parts.ts';
import { type AcceptanceStore, createAcceptanceStore } from '../company/acceptance/acceptance-store.ts';
import { createCreditTerms, type CreditTerms } from '../company/acceptance/credit-terms.ts';
import { createOpenClients, type OpenClients } from '../company/open-clients/index.ts';
import { createOrderPurchaseRefs } from '../company/purchase-refs/order-purchase-refs.ts';
import { createFileReaders, type FileReaders } from '../company/quick-order/file-readers.ts';
import { createDocumentRenderers, type DocumentRenderers } from '../company/documents/document-renderers.ts';
import { registerQuotes } from '../company/quotes/index.ts';
import { registerReplenishment } from '../company/replenishment/index.ts';
import { createOrderUnitScope } from '../company/unit-data/order-unit-scope.ts';
import { createOwnedRefs } from '../company/owned-refs.ts';
import { createOrderPlacement, type OrderPlacement } from '../company/order-placement.ts';
import { formatDateTime } from '../core/envelope.ts';
import { createPictureOrigin } from '../settlement/picture-origin.ts';
import type { DemoMallDatabase } from '../db/database.ts';
import { seedOnce } from '../db/settings.ts';
import { pieceForPrincipal } from '../shopping/agreed-prices-port.ts';
import { createCartRules } from '../shopping/cart-rules.ts';
import type { CompanyPayments } from '../trade/company-payments-port.ts';
import type { Shop } from './shop.ts';
import type { Trade, TradePorts, TradeTiming } from './trade.ts';

export interface CompanyMoney {
  ledger: CompanyLedger;
  /** goods receipt and credit terms (docs/company-api.md §11): credit payments ask them first */
  acceptance: { store: AcceptanceStore; credit: CreditTerms };
  /** answers trade's CompanyPayments port */
  payments: CompanyPayments;
}

export interface Company {
  membership: Membership;
  approvals: Approvals;
  /** units, approval rules and budgets (docs/company-api.md §13) */
  org: OrgParts;
  fileReaders: FileReaders;
  /** the threads the company's PDFs and workbooks are drawn in */
  documents: DocumentRenderers;
  /** the members' inbox and the company webhooks' delivery worker (docs/company-api.md §14) */
  inbox: Inbox;
  /** 开放接口: API clients, their tokens and the audit of their calls (docs/company-api.md §17) */
  openClients: OpenClients;
  /** what trade and after-sales ask of companies */
  ports: TradePorts;
  /** the company half of placing an order, which quotes and 定期采购 ask too */
  placement: OrderPlacement;
}

/** The ledger and the payments, after the demo companies got their opening money (once per database). */
export function buildCompanyMoney(db: DemoMallDatabase, now: () => number): CompanyMoney {
  seedOnce(db, 'company-purses', () => seedCompanyPurses(db, formatDateTime(new Date(now()))));
  seedOnce(db, 'company-credit-lines', () => seedCompanyCreditLines(db));
  const ledger = createCompanyLedger(db);
  const store = createAcceptanceStore(db);
  const credit = createCreditTerms(db, store, now);
  return { ledger, acceptance: { store, credit }, payments: createCompanyPayments(db, ledger, credit.creditRefusal) };
}

export function buildCompany(
  app: FastifyInstance,
  db: DemoMallDatabase,
  shop: Shop,
  trade: Trade,
  timing: TradeTiming,
  webhooks?: Partial<WebhookSettings>,
): Company {
  const { gate } = shop.accounts;
  const membership = createMembership(db);
  const { now, closeAfterMs } = timing;
  const org = createOrgParts(db, shop.catalogue, now);
  const notices = createApprovalNotices(db, org.chain, org.chainStore);
  const approvals = createApprovals({
    db,
    gate,
    membership,
    orders: trade.orders,
    service: trade.service,
    now,
    closeAfterMs,
    org: { chain: org.chain, chainView: org.chainView, units: org.units, rules: org.rules },
    notices,
  });
  // quick-order files are read in worker threads, stopped with the mall
  const fileReaders = createFileReaders((detail) => app.log.error({ detail }, 'a quick-order file reader failed'));
  app.addHook('onClose', async () => fileReaders.close());
  const documents = createDocumentRenderers((detail) => app.log.error({ detail }, 'a document thread failed'));
  app.addHook('onClose', async () => documents.close());
  const companyOrders = createCompanyOrderAccess({ db, gate, membership });
  const placement = createOrderPlacement({
    memberOf: approvals.companyMemberOf,
    orders: trade.orders,
    approvals: approvals.store,
    budgets: org.budgetStore,
    gate: org.gate,
    chain: org.chain,
    chainStore: org.chainStore,
    chainView: org.chainView,
    notices,
    tellBudgets: (companyId, standings, orderFen) => tellBudgetThresholds(db, companyId, standings, orderFen),
    companyOrders,
    purchaseRefs: createOrderPurchaseRefs({ db, gate, membership, time: org.time }),
    time: org.time,
  });
  const ports: TradePorts = {
    companyOrders,
    approvals: orderApprovalHooks(approvals),
    placement,
    statementReceipts: createInvoicedOrders(db).statementReceiptOf,
  };
  const inbox = createInbox(db, now, webhookSettingsOf(webhooks, process.env));
  const openClients = createOpenClients({ db, signer: shop.accounts.signer, now });
  return { membership, approvals, org, fileReaders, documents, inbox, openClients, ports, placement };
}

export function registerCompanyModule(
  app: FastifyInstance,
  db: DemoMallDatabase,
  parts: { shop: Shop; trade: Trade; money: CompanyMoney; company: Company; now: () => number; testHooks: boolean },
): void {
  const { shop, company } = parts;
  const { catalogue, stock, accounts } = shop;
  const carts = shop.shopping.carts;
  const cartRules = createCartRules(catalogue, carts, stock);
  // quick order and reorder lists fill a company's cart as cart/create does: its agreement's 起订量/倍数 apply, and
  // the prices they show are the agreed ones checkout charges
  const agreedCartRules = createCartRules(catalogue, carts, stock, shop.agreedQuantity);
  const pieceOf = pieceForPrincipal(shop.agreedPrices, parts.now);
  app.register(companyModule, {
    db,
    gate: accounts.gate,
    membership: company.membership,
    ledger: parts.money.ledger,
    now: parts.now,
    sendCompanyInvite: (phone, text) => accounts.service.sendCompanyInvite(phone, text),
    testHooks: parts.testHooks,
    reorderListShop: { catalogue, stock, carts, cartRules: agreedCartRules, pieceOf },
    pieceOf,
    cartRules: agreedCartRules,
    catalogue,
    stock,
    carts,
    approvals: company.approvals,
    units: company.org.units,
    org: company.org,
    orders: parts.trade.orders,
    fileReaders: company.fileReaders,
    documents: company.documents,
    pictures: createPictureOrigin(db),
    acceptance: {
      ...parts.money.acceptance,
      shortfallRefunds: { piecesTaken: parts.trade.afterSales.requests.piecesTaken, open: parts.trade.afterSales.requests.openShortfall },
    },
  });
  company.inbox.register(app, { gate: accounts.gate, membership: company.membership });
  company.openClients.register(app, { gate: accounts.gate, membership: company.membership, units: company.org.units });
  // what quotes and 定期采购 both need to place a company's order as order/create does
  const ordering = {
    db,
    gate: accounts.gate,
    membership: company.membership,
    catalogue,
    cartRules,
    orderService: parts.trade.service,
    orders: parts.trade.orders,
    placement: company.placement,
    // order/create checks a unit's address through PurchaseRefs; these place orders without it (§13.6)
    unitScope: createOrderUnitScope(db, company.org.time),
    // 定期采购 checks its address and list by the one helper of foreign ids, at creation and at each run
    refs: createOwnedRefs(db, company.org.time),
    now: parts.now,
    testHooks: parts.testHooks,
  };
  // requests for quotation (docs/company-api.md §10): their own plugin, beside the company module
  app.register(async (scope) => registerQuotes(scope, ordering));
  // 定期采购 (docs/company-api.md §16): its calls and the scheduler's timer
  app.register(async (scope) => void registerReplenishment(scope, { ...ordering, stock }));
}
