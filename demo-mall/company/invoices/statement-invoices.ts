// 集中开票 (docs/company-api.md §12.1–12.2): after a statement is confirmed the company requests an invoice per
// merchant for it, the merchant issues it as a 数电发票. A request bills what no invoice carries yet (ADR 0071): one
// waiting request per statement × merchant (a unique index; a second request answers the first), a further one once
// purchases accepted later add to it; each keeps the merged lines and the order lines it covers as they were when
// requested. Issuing writes the 20-digit number and the whole document once (a conditional update: a second issue
// changes nothing); the PDF and the XML are drawn from that stored document, so every download is the same file.
import { STATEMENT_INVOICE_MESSAGES as M, type StatementInvoiceKind } from '#shared/company/statement-invoice-rules.ts';
import { type Fen, sumFen } from '#shared/money.ts';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import type { Clock } from '../../core/clock.ts';
import { formatDateTime } from '../../core/envelope.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { CompanyLedger } from '../company-ledger.ts';
import { dayOf } from '../acceptance/acceptance-store.ts';
import { createStatements } from '../statements/statement-service.ts';
import type { Period } from '../statements/statement-periods.ts';
import { type DigitalInvoice, type InvoiceLine, type InvoiceParty, linesOf, partyOf, storedInvoice } from './digital-invoice.ts';
import { digitalInvoiceNumber } from './digital-invoice-number.ts';
import { type InvoiceProfile, createInvoiceProfiles } from './invoice-profile.ts';
import { invoiceTotals, mergeInvoiceLines } from './invoice-lines.ts';
import type { InvoiceRequestInput } from './invoice-request-params.ts';
import { merchantSeller } from './merchant-seller.ts';
import { createInvoicedOrders } from './invoiced-orders.ts';
import { type BilledOrderLine, createBilledItems } from './statement-billed-items.ts';

export interface StatementInvoiceRow {
  invoice_id: number;
  company_id: number;
  period: Period;
  mer_id: number;
  kind: StatementInvoiceKind;
  red_of: number | null;
  confirmation_id: number | null;
  status: 0 | 1;
  /** JSON InvoiceParty */
  buyer: string;
  /** JSON InvoiceLine[] */
  lines: string;
  total_fen: Fen;
  number: string | null;
  /** JSON DigitalInvoice, once issued */
  document: string | null;
  issue_time: string | null;
  member_uid: number | null;
  create_time: string;
}

export interface InvoiceItemRow {
  invoice_id: number;
  order_product_id: number;
  order_id: number;
  name: string;
  spec: string;
  unit: string;
  tax_rate: number;
  quantity: number;
  gross_fen: Fen;
  refund_ids: string;
}

/** One merchant of a statement month: what it still bills (no invoice carries it yet) and the invoices requested. */
export interface MerchantBilling {
  merId: number;
  merName: string;
  items: BilledOrderLine[];
  lines: InvoiceLine[];
  totalFen: Fen;
  /** its blue invoices, oldest first */
  invoices: StatementInvoiceRow[];
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

export function buyerParty(profile: InvoiceProfile): InvoiceParty {
  const { title, taxNo, address, phone, bankName, bankAccount } = profile;
  return { name: title, taxNo, address, phone, bankName, bankAccount };
}

export function createStatementInvoices(deps: { db: DemoMallDatabase; catalogue: Catalogue; ledger: CompanyLedger; now: Clock }) {
  const { db, catalogue, now } = deps;
  const statements = createStatements({ db, ledger: deps.ledger, now });
  const billedItems = createBilledItems(db, catalogue);
  const profiles = createInvoiceProfiles(db);
  const invoicedOrders = createInvoicedOrders(db);
  const q = {
    waiting: db.prepare(
      'SELECT * FROM company_statement_invoices WHERE company_id = ? AND period = ? AND mer_id = ? AND red_of IS NULL AND status = 0',
    ),
    bluesOf: db.prepare(
      'SELECT * FROM company_statement_invoices WHERE company_id = ? AND period = ? AND red_of IS NULL ORDER BY invoice_id',
    ),
    byId: db.prepare('SELECT * FROM company_statement_invoices WHERE invoice_id = ?'),
    ofCompany: db.prepare('SELECT * FROM company_statement_invoices WHERE company_id = ? ORDER BY invoice_id DESC'),
    recent: db.prepare('SELECT * FROM company_statement_invoices ORDER BY status, invoice_id DESC LIMIT ?'),
    redsOf: db.prepare('SELECT * FROM company_statement_invoices WHERE red_of = ? ORDER BY invoice_id'),
    insert: db.prepare(`INSERT INTO company_statement_invoices (company_id, period, mer_id, kind, red_of, confirmation_id, status, buyer,
        lines, total_fen, member_uid, create_time)
      VALUES (@company_id, @period, @mer_id, @kind, @red_of, @confirmation_id, 0, @buyer, @lines, @total_fen, @member_uid, @create_time)`),
    insertItem: db.prepare(`INSERT INTO company_statement_invoice_items (invoice_id, order_product_id, order_id, name, spec, unit, tax_rate,
        quantity, gross_fen, refund_ids)
      VALUES (@invoice_id, @order_product_id, @order_id, @name, @spec, @unit, @tax_rate, @quantity, @gross_fen, @refund_ids)`),
    items: db.prepare('SELECT * FROM company_statement_invoice_items WHERE invoice_id = ? ORDER BY order_product_id'),
    issue: db.prepare(`UPDATE company_statement_invoices SET status = 1, number = @number, document = @document, issue_time = @time
      WHERE invoice_id = @id AND status = 0`),
  };
  const nowText = () => formatDateTime(new Date(now()));
  const merchantName = (merId: number) => catalogue.merchants.merchantById.get(merId)?.mer_name ?? `店铺 ${merId}`;

  function merchantsOf(companyId: number, period: Period): MerchantBilling[] {
    const billed = billedItems(companyId, period);
    const open = invoicedOrders.stillToInvoice(companyId);
    const blues = q.bluesOf.all(companyId, period) as StatementInvoiceRow[];
    const merIds = [...new Set([...billed.keys(), ...blues.map((row) => row.mer_id)])].sort((a, b) => a - b);
    return merIds.map((merId) => {
      const items = (billed.get(merId) ?? []).filter(open);
      const lines = mergeInvoiceLines(items);
      const invoices = blues.filter((row) => row.mer_id === merId);
      return { merId, merName: merchantName(merId), items, lines, totalFen: invoiceTotals(lines).totalFen, invoices };
    });
  }

  /** The document a stored invoice was issued as (undefined until issued). */
  function documentOf(row: StatementInvoiceRow): DigitalInvoice | undefined {
    return row.document ? storedInvoice(row.document) : undefined;
  }

  /** A request for what the merchant still bills; while one waits, another (a double click) answers it with `repeated`. */
  const request = db.transaction(
    (
      companyId: number,
      memberUid: number,
      period: Period,
      input: InvoiceRequestInput,
    ): Outcome<{ row: StatementInvoiceRow; repeated: boolean }> => {
      const waiting = q.waiting.get(companyId, period, input.merId) as StatementInvoiceRow | undefined;
      if (waiting) return { ok: true, value: { row: waiting, repeated: true } };
      const statement = statements.statement(companyId, period);
      if (!statement) return { ok: false, message: M.statementMissing };
      if (statement.status !== 1) return { ok: false, message: M.notConfirmed };
      const billing = merchantsOf(companyId, period).find((entry) => entry.merId === input.merId);
      if (!billing || billing.totalFen <= 0) {
        // a retry after the merchant issued: the last invoice is the answer; nothing ever billed: there is none
        const last = billing?.invoices.at(-1);
        return last ? { ok: true, value: { row: last, repeated: true } } : { ok: false, message: M.merchantMissing };
      }
      const time = nowText();
      const { lastInsertRowid } = q.insert.run({
        company_id: companyId,
        period,
        mer_id: input.merId,
        kind: input.kind,
        red_of: null,
        confirmation_id: null,
        buyer: JSON.stringify(buyerParty(input.profile)),
        lines: JSON.stringify(billing.lines),
        total_fen: billing.totalFen,
        member_uid: memberUid,
        create_time: time,
      });
      const invoiceId = Number(lastInsertRowid);
      for (const item of billing.items) {
        q.insertItem.run({
          invoice_id: invoiceId,
          order_product_id: item.orderProductId,
          order_id: item.orderId,
          name: item.name,
          spec: item.spec,
          unit: item.unit,
          tax_rate: item.taxRate,
          quantity: item.quantity,
          gross_fen: item.grossFen,
          refund_ids: JSON.stringify(item.refundIds),
        });
      }
      if (input.saveProfile) profiles.save(companyId, input.profile, memberUid, time);
      return { ok: true, value: { row: q.byId.get(invoiceId) as StatementInvoiceRow, repeated: false } };
    },
  );

  /** The document of a row, issued by `issuer` (the seller and its 开票人). */
  function draft(
    row: StatementInvoiceRow,
    issuer: { seller: InvoiceParty; drawer: string },
    issueDate: string,
    reverses?: DigitalInvoice['reverses'],
    remark?: string,
  ): DigitalInvoice {
    const lines = linesOf(JSON.parse(row.lines));
    return {
      number: digitalInvoiceNumber(issueDate, row.invoice_id, issuer.seller.taxNo),
      issueDate,
      kind: row.kind,
      buyer: partyOf(JSON.parse(row.buyer)),
      seller: issuer.seller,
      lines,
      ...invoiceTotals(lines),
      remark: remark ?? `对账单 ${row.period} 集中开票`,
      drawer: issuer.drawer,
      ...(reverses ? { reverses } : {}),
    };
  }

  /** Issues a requested invoice once: the number and the document are written by the first call only. */
  const issue = db.transaction((invoiceId: number): Outcome<StatementInvoiceRow> => {
    const row = q.byId.get(invoiceId) as StatementInvoiceRow | undefined;
    if (!row) return { ok: false, message: M.invoiceMissing };
    if (row.status === 1) return { ok: false, message: M.alreadyIssued };
    const issuer = merchantSeller(catalogue, row.mer_id);
    if (!issuer) return { ok: false, message: M.sellerMissing };
    const document = draft(row, issuer, dayOf(now()));
    const done = q.issue.run({ id: invoiceId, number: document.number, document: JSON.stringify(document), time: nowText() });
    if (done.changes === 0) return { ok: false, message: M.alreadyIssued };
    return { ok: true, value: q.byId.get(invoiceId) as StatementInvoiceRow };
  });

  /** A red invoice for a confirmed 红字确认单, issued at once (inside the confirmation's transaction). */
  function issueRed(
    blue: StatementInvoiceRow,
    red: { confirmationId: number; confirmationNo: string; lines: InvoiceLine[]; remark: string },
  ) {
    const blueDocument = documentOf(blue);
    const { lastInsertRowid } = q.insert.run({
      company_id: blue.company_id,
      period: blue.period,
      mer_id: blue.mer_id,
      kind: blue.kind,
      red_of: blue.invoice_id,
      confirmation_id: red.confirmationId,
      buyer: JSON.stringify(blueDocument?.buyer ?? JSON.parse(blue.buyer)),
      lines: JSON.stringify(red.lines),
      total_fen: invoiceTotals(red.lines).totalFen,
      member_uid: null,
      create_time: nowText(),
    });
    const row = q.byId.get(lastInsertRowid) as StatementInvoiceRow;
    // the seller of the blue invoice reverses it, whoever draws invoices for the merchant today
    const issuer = merchantSeller(catalogue, blue.mer_id);
    const seller = blueDocument?.seller ?? issuer?.seller;
    if (!seller) throw new Error(`no seller for the red invoice of ${blue.invoice_id}`);
    const drawer = issuer?.drawer ?? blueDocument?.drawer ?? '';
    const reverses = { number: blue.number ?? '', confirmationNo: red.confirmationNo };
    const document = draft(row, { seller, drawer }, dayOf(now()), reverses, red.remark);
    q.issue.run({ id: row.invoice_id, number: document.number, document: JSON.stringify(document), time: nowText() });
    return q.byId.get(row.invoice_id) as StatementInvoiceRow;
  }

  return {
    statements,
    profiles,
    merchantsOf,
    request,
    issue,
    issueRed,
    documentOf,
    byId: (invoiceId: number) => q.byId.get(invoiceId) as StatementInvoiceRow | undefined,
    itemsOf: (invoiceId: number) => q.items.all(invoiceId) as InvoiceItemRow[],
    redsOf: (invoiceId: number) => q.redsOf.all(invoiceId) as StatementInvoiceRow[],
    ofCompany: (companyId: number) => q.ofCompany.all(companyId) as StatementInvoiceRow[],
    /** the console: waiting requests first, then the newest */
    recent: (limit: number) => q.recent.all(limit) as StatementInvoiceRow[],
    merchantName,
    /** what the reds of a blue invoice take back, as a negative sum */
    redTotal: (invoiceId: number) => sumFen((q.redsOf.all(invoiceId) as StatementInvoiceRow[]).map((row) => row.total_fen)),
  };
}

export type StatementInvoices = ReturnType<typeof createStatementInvoices>;
