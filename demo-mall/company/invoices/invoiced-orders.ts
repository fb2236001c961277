// An order is invoiced once, by one path (ADR 0071). 集中开票 leaves out the orders that asked for their own
// invoice (order_receipts, at checkout or by 申请开票) and the order lines an earlier blue invoice of the company
// already carries, so a second request for the same statement and merchant bills only what is new; and it tells
// trade which invoice bills an order, which then refuses the order-level request and shows that invoice instead.
import type { DemoMallDatabase } from '../../db/database.ts';
import type { StatementReceipt, StatementReceiptOf } from '../../trade/statement-receipt-port.ts';
import type { InvoiceParty } from './digital-invoice.ts';

interface BillingInvoiceRow {
  kind: 'special' | 'normal';
  status: 0 | 1;
  number: string | null;
  buyer: string;
  period: string;
}

export function createInvoicedOrders(db: DemoMallDatabase) {
  const q = {
    invoiceOf: db.prepare(`SELECT s.kind, s.status, s.number, s.buyer, s.period FROM company_statement_invoice_items i
      JOIN company_statement_invoices s ON s.invoice_id = i.invoice_id WHERE i.order_id = ? AND s.red_of IS NULL
      ORDER BY s.invoice_id LIMIT 1`),
    invoicedLines: db.prepare(`SELECT i.order_product_id AS id FROM company_statement_invoice_items i
      JOIN company_statement_invoices s ON s.invoice_id = i.invoice_id WHERE s.company_id = ? AND s.red_of IS NULL`),
    hasReceipt: db.prepare('SELECT 1 FROM order_receipts WHERE order_id = ? LIMIT 1'),
  };

  const statementReceiptOf: StatementReceiptOf = (orderId) => {
    const row = q.invoiceOf.get(orderId) as BillingInvoiceRow | undefined;
    if (!row) return null;
    const buyer = JSON.parse(row.buyer) as InvoiceParty;
    const receipt: StatementReceipt = {
      receipt_type: row.kind === 'special' ? 2 : 1,
      receipt_title_type: 2,
      receipt_title: buyer.name,
      duty_paragraph: buyer.taxNo,
      status: row.status,
      receipt_sn: row.number ?? '',
      statement_period: row.period,
    };
    return receipt;
  };

  /** Whether a billed line may go on a new 集中开票 invoice of the company: not invoiced by either path yet. */
  function stillToInvoice(companyId: number): (line: { orderId: number; orderProductId: number }) => boolean {
    const invoiced = new Set((q.invoicedLines.all(companyId) as { id: number }[]).map((row) => row.id));
    const ownReceipt = new Map<number, boolean>();
    return (line) => {
      if (invoiced.has(line.orderProductId)) return false;
      if (!ownReceipt.has(line.orderId)) ownReceipt.set(line.orderId, q.hasReceipt.get(line.orderId) !== undefined);
      return ownReceipt.get(line.orderId) === false;
    };
  }

  return { statementReceiptOf, stillToInvoice };
}
