// The 集中开票 part of 我的发票, read on the server for 管理员 and 财务 under 企业 (docs/company-api.md §12); null for
// everyone else, and null rather than a broken page when the mall refuses (the per-order invoices still show).
import type { PageContextServer } from 'vike/types';
import { isMallReadError } from '#shared/api/mall-reader.ts';
import { roleAllows } from '#shared/company/company-roles.ts';
import {
  EMPTY_PROFILE,
  type RawBilling,
  type RawConfirmation,
  type RawProfile,
  type StatementInvoiceData,
} from './statement-invoice-view.ts';

export async function loadStatementInvoices(pageContext: PageContextServer): Promise<StatementInvoiceData | null> {
  const session = pageContext.layout?.session;
  if (session?.entity !== 'COMPANY' || !session.hasCompany || !roleAllows(session.companyRole, 'statementInvoices.manage')) {
    return null;
  }
  try {
    const [invoices, confirmations] = await Promise.all([
      pageContext.mall.get<{ list?: RawBilling[]; profile?: RawProfile }>('/api/company/invoice/lst'),
      pageContext.mall.get<{ list?: RawConfirmation[] }>('/api/company/red_confirmation/lst'),
    ]);
    return {
      billings: Array.isArray(invoices?.list) ? invoices.list : [],
      profile: invoices?.profile ?? EMPTY_PROFILE,
      confirmations: Array.isArray(confirmations?.list) ? confirmations.list : [],
    };
  } catch (error) {
    if (!isMallReadError(error) || error.code === 'LOGIN_EXPIRED') throw error;
    return null;
  }
}
