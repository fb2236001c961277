// The answers of the §12 calls (docs/company-api.md): an invoice (blue or red) and a 红字确认单, money as strings
// with two decimals, the 价税合计 also in Chinese capitals.
import {
  RED_CONFIRMATION_STATUS_NAMES,
  RED_REASONS,
  STATEMENT_INVOICE_KINDS,
  STATEMENT_INVOICE_STATUS_NAMES,
} from '#shared/company/statement-invoice-rules.ts';
import { formatFen } from '#shared/money.ts';
import { invoiceCapitalsOf } from '#shared/money-capitals.ts';
import { periodToId } from '../statements/statement-periods.ts';
import type { InvoiceParty } from './digital-invoice.ts';
import type { RedConfirmationRow } from './red-confirmations.ts';
import type { StatementInvoiceRow, StatementInvoices } from './statement-invoices.ts';

export function invoiceView(row: StatementInvoiceRow, invoices: StatementInvoices) {
  const buyer = JSON.parse(row.buyer) as InvoiceParty;
  const blue = row.red_of === null ? undefined : invoices.byId(row.red_of);
  return {
    invoice_id: row.invoice_id,
    invoice_no: row.number ?? '',
    statement_id: periodToId(row.period),
    period: row.period,
    mer_id: row.mer_id,
    mer_name: invoices.merchantName(row.mer_id),
    kind: row.kind,
    kind_name: STATEMENT_INVOICE_KINDS[row.kind],
    color: row.red_of === null ? 'blue' : 'red',
    status: row.status,
    status_name: STATEMENT_INVOICE_STATUS_NAMES[row.status] ?? '',
    title: buyer.name,
    tax_no: buyer.taxNo,
    amount: formatFen(row.total_fen),
    amount_capitals: invoiceCapitalsOf(row.total_fen),
    red_of_no: blue?.number ?? '',
    create_time: row.create_time,
    issue_time: row.issue_time ?? '',
  };
}

export function confirmationView(row: RedConfirmationRow, invoices: StatementInvoices) {
  const blue = invoices.byId(row.invoice_id);
  const item = invoices.itemsOf(row.invoice_id).find((entry) => entry.order_product_id === row.order_product_id);
  const red = row.red_invoice_id === null ? undefined : invoices.byId(row.red_invoice_id);
  return {
    confirmation_id: row.confirmation_id,
    confirmation_no: row.confirmation_no,
    invoice_id: row.invoice_id,
    invoice_no: blue?.number ?? '',
    mer_name: blue ? invoices.merchantName(blue.mer_id) : '',
    product_name: item?.name ?? '',
    reason_code: row.reason_code,
    reason_name: RED_REASONS[row.reason_code] ?? '',
    quantity: row.quantity,
    amount: formatFen(-row.amount_fen),
    status: row.status,
    status_name: RED_CONFIRMATION_STATUS_NAMES[row.status] ?? '',
    reject_reason: row.reject_reason,
    expire_time: row.expire_time,
    create_time: row.create_time,
    decide_time: row.decide_time ?? '',
    red_invoice_id: row.red_invoice_id ?? 0,
    red_invoice_no: red?.number ?? '',
  };
}
