// /user/invoice_list (docs/screens.md a.11): the invoices requested on orders by tab (全部发票 / 未开票 / 已开票 /
// 未寄出) as a table (商品信息, 发票类型, 状态, 操作 发票详情) with the detail dialog, 10 per page; then 抬头管理; for 管理员
// and 财务 under 企业 then 集中开票 and 待我确认 (docs/company-api.md §12).
import { useState } from 'react';
import { Pagination } from '../browse/Pagination.tsx';
import { TabLinks } from '../browse/TabLinks.tsx';
import { RedConfirmations } from '../statement-invoices/RedConfirmations.tsx';
import { StatementInvoices } from '../statement-invoices/StatementInvoices.tsx';
import type { StatementInvoiceData } from '../statement-invoices/statement-invoice-view.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { INVOICE_TABS, INVOICES_PER_PAGE, type InvoiceRow, invoiceListHref, type InvoiceTab } from './invoice-list-view.ts';
import type { ReceiptTitle } from './receipt-title.ts';
import { ReceiptTitles } from './ReceiptTitles.tsx';
import './invoice.css';
import { ColumnHeads, EmptyRow } from '../ui/ColumnHeads.tsx';
import { DetailPairs } from '../ui/DetailPairs.tsx';

export interface InvoiceListProps {
  tab: InvoiceTab;
  page: number;
  total: number;
  rows: InvoiceRow[];
  titles: ReceiptTitle[];
  /** 集中开票 and 待我确认 (管理员 and 财务 under 企业), null for everyone else */
  statementInvoices?: StatementInvoiceData | null;
}

export function InvoiceListScreen({ tab, page, total, rows, titles, statementInvoices }: InvoiceListProps) {
  const [shown, setShown] = useState<InvoiceRow | null>(null);
  return (
    <div className="invoice-page">
      <TabLinks
        label="发票状态"
        tabs={INVOICE_TABS.map((t) => ({ key: t.key, label: t.label, href: invoiceListHref(t.key) }))}
        active={tab}
      />
      <table className="invoice-table">
        <ColumnHeads columns={['商品信息', '发票类型', '状态', '操作']} scoped={false} />
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow columns={4} className="invoice-empty" text="暂无发票信息" />
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <p className="invoice-order">订单号：{row.orderSn}</p>
                  {row.poNumber ? <p className="invoice-order">采购单号：{row.poNumber}</p> : null}
                  {row.goods.map((g) => (
                    <p key={g.key} className="invoice-goods">
                      {g.image && <img src={g.image} alt="" />}
                      <span>{g.name}</span>
                      <span className="invoice-num">×{g.num}</span>
                    </p>
                  ))}
                </td>
                <td>{row.kind}</td>
                <td>{row.status}</td>
                <td>
                  <button type="button" className="link-btn" onClick={() => setShown(row)}>
                    发票详情
                  </button>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <Pagination page={page} total={total} limit={INVOICES_PER_PAGE} hrefFor={(n) => invoiceListHref(tab, n)} />
      <Dialog open={shown !== null} title="发票详情" onClose={() => setShown(null)} className="invoice-detail">
        <DetailPairs className="invoice-detail-list" pairs={shown?.detail ?? []} />
      </Dialog>
      <ReceiptTitles titles={titles} />
      {statementInvoices ? <StatementInvoices billings={statementInvoices.billings} profile={statementInvoices.profile} /> : null}
      {statementInvoices ? <RedConfirmations confirmations={statementInvoices.confirmations} /> : null}
    </div>
  );
}
