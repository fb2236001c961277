// The company module (docs/company-api.md): the company's profile and members (members/), its account, ledger
// and remittances (finance/), the monthly statements (statements/) and quick order (quick-order/, /api/quick_order/*,
// open to personal buyers too). Every /api/company/* route needs a login and a membership; the permission each
// route needs is its row in shared/company/company-route-permissions.ts, enforced for every module by
// route-guard.ts. Demo consoles (/demo/platform/*) stand in for the platform's back office.
import type { DocumentRenderers } from './documents/document-renderers.ts';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../core/clock.ts';
import type { LoginGate } from '../core/login-gate.ts';
import type { PictureOrigin } from '../core/picture-origin.ts';
import type { DemoMallDatabase } from '../db/database.ts';
import type { OrderStore } from '../trade/order-store.ts';
import type { Approvals } from './approvals/approval-service.ts';
import { registerApprovals } from './approvals/index.ts';
import type { UnitStore } from './org/unit-store.ts';
import { type OrgParts, registerOrg } from './org/index.ts';
import type { CompanyLedger } from './company-ledger.ts';
import { registerFinance } from './finance/index.ts';
import { registerInvoicing } from './invoicing/index.ts';
import { registerMembers } from './members/index.ts';
import type { Membership } from './membership.ts';
import { type ReorderListShop, registerReorderLists } from './reorder-lists/index.ts';
import { registerPurchaseRefs } from './purchase-refs/index.ts';
import { registerAgreementPrices } from './agreement-prices/index.ts';
import { registerSpend } from './spend/index.ts';
import { registerStatements } from './statements/index.ts';
import type { AcceptanceStore } from './receipt/acceptance-store.ts';
import type { ShortfallRefunds } from './receipt/acceptance-service.ts';
import type { CreditTerms } from './receipt/credit-terms.ts';
import { registerReceipt } from './receipt/index.ts';
import { registerQuickOrder } from './quick-order/index.ts';
import type { FileReaders } from './quick-order/file-readers.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { StockLevels } from '../catalogue/stock-levels.ts';
import type { CartStore } from '../shopping/cart-store.ts';
import type { CartRules } from '../shopping/cart-rules.ts';
import type { PieceForPrincipal } from '../shopping/agreed-prices-port.ts';

export interface CompanyModuleOptions {
  db: DemoMallDatabase;
  gate: LoginGate;
  membership: Membership;
  ledger: CompanyLedger;
  now: Clock;
  /** expose the company area's /__test/* hooks */
  testHooks?: boolean;
  /** the accounts module's SMS outbox: the member invitation (docs/company-api.md §2.2, /demo/sms shows it) */
  sendCompanyInvite: (phone: string, text: string) => void;
  /** the catalogue, stock and cart the reorder lists read and fill (docs/company-api.md §7) */
  reorderListShop: ReorderListShop;
  /** quick order (§6): the catalogue, effective stock and the carts it checks against and fills */
  catalogue: Catalogue;
  stock: StockLevels;
  carts: CartStore;
  /** spending limits and held orders (docs/company-api.md §5), shared with the trade module */
  approvals: Approvals;
  /** units, approval rules and budgets (§13): the unit tree the queue filters by, and the rest */
  units: UnitStore;
  org: OrgParts;
  orders: OrderStore;
  /** the threads quick-order uploads are read in (§6.2) */
  fileReaders: FileReaders;
  /** the threads the company's PDFs and workbooks are drawn in, a few per company (docs/adr/0091) */
  documents: DocumentRenderers;
  /** a company's agreed piece prices (§9) and the cart's rules with its 起订量/倍数, for quick order (§6) */
  pieceOf: PieceForPrincipal;
  cartRules: CartRules;
  /** goods receipt and credit terms (§11): the store, the credit terms and the refund a shortfall opens */
  receipt: { store: AcceptanceStore; credit: CreditTerms; shortfallRefunds: ShortfallRefunds };
  /** every picture a company write stores is the caller's own upload (core/picture-origin.ts) */
  pictures: PictureOrigin;
}

export const companyModule: FastifyPluginAsync<CompanyModuleOptions> = async (app, options) => {
  await app.register(async (scope) => {
    registerMembers(scope, options);
    registerFinance(scope, options);
    registerStatements(scope, options);
    registerReorderLists(scope, options);
    registerQuickOrder(scope, options);
    registerApprovals(scope, options);
    registerOrg(scope, options);
    registerPurchaseRefs(scope, options);
    registerReceipt(scope, options);
    registerAgreementPrices(scope, options);
    registerInvoicing(scope, options);
    registerSpend(scope, options);
  });
};
