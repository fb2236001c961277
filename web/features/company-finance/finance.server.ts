// Server-side reads of the company finance pages (docs/user-centre.md): the account with one page of the ledger,
// one page of remittances (and one opened in its dialog), and a fresh 汇款识别码 with the receiving account. A lost
// login goes to the login page, a mall fault is the error page with the mall's message.
import type { PageContextServer } from 'vike/types';
import { isMallReadError } from '#shared/api/mall-reader.ts';
import { COMPANY_FORBIDDEN_MESSAGE, MEMBER_DISABLED_MESSAGE, NOT_A_MEMBER_MESSAGE } from '#shared/company/company-roles.ts';
import { COMPANY_FINANCE_PAGE_SIZE } from '#shared/company/finance-rules.ts';
import { readAccountPage } from '../order/read-account.server.ts';
import {
  type AccountView,
  type FinanceLedgerRow,
  type LedgerFilter,
  ledgerQuery,
  type PageOf,
  pageOf,
  type RawAccount,
  type RawLedgerRow,
  type RawRemittance,
  type ReceivingAccount,
  type RemittanceTab,
  type RemittanceView,
  toAccountView,
  toFinanceLedgerRow,
  toRemittanceView,
} from './finance-view.ts';

type RawPage = { count?: unknown; list?: unknown };

/** The mall's answers to a visitor whose membership does not allow the section (docs/company-api.md §1.2). */
const MEMBERSHIP_REFUSALS = new Set<string>([NOT_A_MEMBER_MESSAGE, MEMBER_DISABLED_MESSAGE, COMPANY_FORBIDDEN_MESSAGE]);

/** A section's data, or the mall's refusal of the visitor's membership, which the page says in place. */
export type CompanyRead<T> = (T & { refused: null }) | { refused: string };

async function companyRead<T extends object>(pageContext: PageContextServer, read: () => Promise<T>): Promise<CompanyRead<T>> {
  return readAccountPage(pageContext, async () => {
    try {
      return { ...(await read()), refused: null };
    } catch (error) {
      if (isMallReadError(error) && MEMBERSHIP_REFUSALS.has(error.message)) return { refused: error.message };
      throw error;
    }
  });
}

export async function loadFinance(
  pageContext: PageContextServer,
  filter: LedgerFilter,
): Promise<CompanyRead<{ account: AccountView; ledger: PageOf<FinanceLedgerRow> }>> {
  return companyRead(pageContext, async () => {
    const [account, ledger] = await Promise.all([
      pageContext.mall.get<RawAccount>('/api/company/account'),
      pageContext.mall.get<RawPage>('/api/company/ledger', ledgerQuery(filter, COMPANY_FINANCE_PAGE_SIZE)),
    ]);
    return { account: toAccountView(account), ledger: pageOf<RawLedgerRow, FinanceLedgerRow>(ledger, toFinanceLedgerRow) };
  });
}

export async function loadRemittances(
  pageContext: PageContextServer,
  tab: RemittanceTab,
  page: number,
  detailId: number,
): Promise<CompanyRead<{ remittances: PageOf<RemittanceView>; opened: RemittanceView | null }>> {
  return companyRead(pageContext, async () => {
    const query = { page, limit: COMPANY_FINANCE_PAGE_SIZE, ...(tab === 'all' ? {} : { status: tab }) };
    const [list, opened] = await Promise.all([
      pageContext.mall.get<RawPage>('/api/company/remittance/lst', query),
      detailId > 0 ? pageContext.mall.getOr<RawRemittance | null>(`/api/company/remittance/detail/${detailId}`, null) : null,
    ]);
    return {
      remittances: pageOf<RawRemittance, RemittanceView>(list, toRemittanceView),
      opened: opened ? toRemittanceView(opened) : null,
    };
  });
}

export async function loadRemittancePrepare(
  pageContext: PageContextServer,
): Promise<CompanyRead<{ code: string; remittanceNo: string; account: ReceivingAccount }>> {
  return companyRead(pageContext, async () => {
    const raw = await pageContext.mall.get<{ code?: unknown; remittance_no?: unknown; account?: Record<string, unknown> }>(
      '/api/company/remittance/prepare',
    );
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      code: text(raw.code),
      remittanceNo: text(raw.remittance_no),
      account: {
        accountName: text(raw.account?.account_name),
        bankName: text(raw.account?.bank_name),
        accountNo: text(raw.account?.account_no),
      },
    };
  });
}
