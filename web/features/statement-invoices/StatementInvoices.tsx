// 集中开票 on 我的发票 (docs/company-api.md §12): for each confirmed statement and merchant, a row per invoice requested
// (its state, 20-digit number, PDF and XML downloads, then the red invoices that reversed part of it), and a row with
// 申请开票 for what no invoice carries yet, e.g. purchases accepted after the last invoice was issued (ADR 0071).
import { useState } from 'react';
import { InvoiceRequestDialog } from './InvoiceRequestDialog.tsx';
import { downloadHref, type RawBilling, type RawInvoice, type RawProfile } from './statement-invoice-view.ts';
import './statement-invoices.css';
import { ColumnHeads, EmptyRow } from '../ui/ColumnHeads.tsx';
import { TitledSection } from '#web/features/ui/TitledSection.tsx';

function Downloads({ invoice }: { invoice: RawInvoice }) {
  if (invoice.status !== 1) return <span className="sinv-muted">待商家开票</span>;
  return (
    <span className="sinv-downloads">
      <a href={downloadHref(invoice.invoice_id, 'pdf')} download>
        下载 PDF
      </a>
      <a href={downloadHref(invoice.invoice_id, 'xml')} download>
        下载 XML
      </a>
    </span>
  );
}

function InvoiceCell({ invoice }: { invoice: RawInvoice }) {
  return (
    <>
      <p>
        {invoice.color === 'red' ? <span className="sinv-red-tag">红字</span> : null}
        {invoice.kind_name} · {invoice.status_name}
      </p>
      {invoice.invoice_no ? <p className="sinv-number">发票号码 {invoice.invoice_no}</p> : null}
      <p className="sinv-muted">
        ¥{invoice.amount}（{invoice.amount_capitals}）
      </p>
    </>
  );
}

function BillingRows({ billing, onRequest }: { billing: RawBilling; onRequest: () => void }) {
  return (
    <>
      <tr>
        <td>{billing.period}</td>
        <td>{billing.mer_name}</td>
        <td>¥{billing.amount}</td>
        <td>{billing.invoice ? <InvoiceCell invoice={billing.invoice} /> : <span className="sinv-muted">未申请</span>}</td>
        <td>
          {billing.invoice ? (
            <Downloads invoice={billing.invoice} />
          ) : (
            <button type="button" className="uc-link-button" onClick={onRequest}>
              申请开票
            </button>
          )}
        </td>
      </tr>
      {billing.red_invoices.map((red) => (
        <tr key={red.invoice_id} className="sinv-red-row">
          <td />
          <td>冲 {red.red_of_no}</td>
          <td>¥{red.amount}</td>
          <td>
            <InvoiceCell invoice={red} />
          </td>
          <td>
            <Downloads invoice={red} />
          </td>
        </tr>
      ))}
    </>
  );
}

export function StatementInvoices({ billings, profile }: { billings: RawBilling[]; profile: RawProfile }) {
  const [requesting, setRequesting] = useState<RawBilling | null>(null);
  return (
    <TitledSection className="sinv" headingId="sinv-heading" heading="集中开票">
      <p className="sinv-muted">
        对账单确认后，按店铺申请数电发票（同一商品、同一税率合并开具，金额为已验收商品扣除退款）；开票后再验收的商品可再次申请。
      </p>
      <table className="sinv-table">
        <ColumnHeads columns={['对账期', '店铺', '开票金额', '发票', '操作']} scoped={false} />
        <tbody>
          {billings.length === 0 ? (
            <EmptyRow columns={5} className="sinv-empty" text="暂无可开票的对账单，请先确认对账单" />
          ) : (
            billings.map((billing) => (
              <BillingRows
                key={`${billing.period}-${billing.mer_id}-${billing.invoice?.invoice_id ?? 'open'}`}
                billing={billing}
                onRequest={() => setRequesting(billing)}
              />
            ))
          )}
        </tbody>
      </table>
      {requesting ? <InvoiceRequestDialog billing={requesting} profile={profile} onClose={() => setRequesting(null)} /> : null}
    </TitledSection>
  );
}
