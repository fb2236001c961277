// /user/invoice_list?tab=&page= (docs/screens.md a.11), read on the server: one page of the invoices requested on
// orders for the tab, and the saved invoice titles (抬头管理).
import type { PageContextServer } from 'vike/types';
import { userPageByPath } from '#shared/routes.ts';
import { collectPageOf } from '#web/features/collect/collect-view.ts';
import {
  INVOICE_TABS,
  INVOICES_PER_PAGE,
  invoiceTabOf,
  type RawOrderInvoice,
  toInvoiceRow,
} from '#web/features/invoice/invoice-list-view.ts';
import type { ReceiptTitle } from '#web/features/invoice/receipt-title.ts';
import { readAccountPage } from '#web/features/order/read-account.server.ts';
import { loadStatementInvoices } from '#web/features/statement-invoices/statement-invoices.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search, pathname } = pageContext.urlParsed;
  const tab = invoiceTabOf(search.tab);
  const page = collectPageOf(search.page);
  const status = INVOICE_TABS.find((t) => t.key === tab)?.status ?? '';
  const [invoices, titles, statementInvoices] = await readAccountPage(pageContext, () =>
    Promise.all([
      pageContext.mall.get<{ count?: number; list?: RawOrderInvoice[] }>('/api/user/receipt/order', {
        status,
        page,
        limit: INVOICES_PER_PAGE,
      }),
      pageContext.mall.get<ReceiptTitle[]>('/api/user/receipt/lst'),
      // 集中开票 and 红字确认单 (docs/company-api.md §12): 管理员 and 财务 under 企业 only, else null
      loadStatementInvoices(pageContext),
    ]),
  );
  return {
    meta: { title: userPageByPath(pathname)?.name ?? '我的发票' },
    tab,
    page,
    total: Number(invoices.count) || 0,
    rows: (invoices.list ?? []).map(toInvoiceRow),
    titles: Array.isArray(titles) ? titles : [],
    statementInvoices,
  };
}
