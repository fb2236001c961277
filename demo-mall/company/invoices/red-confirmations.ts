// 红字确认单 (docs/company-api.md §12.3): a refund on an order line an issued invoice carries makes the merchant apply
// for one (reason code, amount, the original invoice); the buyer's 财务 confirms or rejects it; unconfirmed after 72
// hours it lapses, judged on every read. It never reverses more than the refund it answers, in money or in pieces,
// nor more than the invoice line still carries. Confirming issues the red invoice and records it in the company ledger as a
// line of amount 0 (the refund moved the money), all in one transaction. Every change names the state it expects
// (status 0), so of two clicks or two concurrent calls one wins and the other is told why in Chinese.
import { recordMemberEvent } from '../inbox/record-event.ts';
import {
  RED_CONFIRMATION_HOURS,
  RED_CONFIRMATION_MESSAGES as R,
  RED_CONFIRMATION_STATUS as S,
  RED_REASONS,
  type RedReasonCode,
} from '#shared/company/statement-invoice-rules.ts';
import { type Fen, formatFen } from '#shared/money.ts';
import type { Clock } from '../../core/clock.ts';
import { formatDateTime } from '../../core/envelope.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { CompanyLedger } from '../company-ledger.ts';
import { redInvoiceLine } from './invoice-lines.ts';
import type { InvoiceItemRow, Outcome, StatementInvoiceRow, StatementInvoices } from './statement-invoices.ts';

export interface RedConfirmationRow {
  confirmation_id: number;
  confirmation_no: string;
  company_id: number;
  invoice_id: number;
  order_product_id: number;
  refund_order_id: number;
  reason_code: RedReasonCode;
  quantity: number;
  amount_fen: Fen;
  status: number;
  reject_reason: string;
  expire_time: string;
  decide_uid: number | null;
  decide_time: string | null;
  red_invoice_id: number | null;
  create_time: string;
}

/** A refund line on an invoiced order line that no open or confirmed 红字确认单 covers yet. */
export interface RedCandidate {
  invoice: StatementInvoiceRow;
  item: InvoiceItemRow;
  refundOrderId: number;
  refundOrderSn: string;
  refundNum: number;
  refundFen: Fen;
  /** what the invoice still carries for the line: its amount less open and confirmed 红字确认单 */
  carriedFen: Fen;
}

export interface RedApplication {
  invoiceId: number;
  orderProductId: number;
  refundOrderId: number;
  reasonCode: RedReasonCode;
  amountFen: Fen;
}

const HOUR_MS = 3_600_000;

export function createRedConfirmations(deps: { db: DemoMallDatabase; invoices: StatementInvoices; ledger: CompanyLedger; now: Clock }) {
  const { db, invoices, ledger, now } = deps;
  const q = {
    lapse: db.prepare('UPDATE company_red_confirmations SET status = 3, decide_time = expire_time WHERE status = 0 AND expire_time <= ?'),
    byId: db.prepare('SELECT * FROM company_red_confirmations WHERE confirmation_id = ?'),
    ofCompany: db.prepare('SELECT * FROM company_red_confirmations WHERE company_id = ? ORDER BY confirmation_id DESC'),
    recent: db.prepare('SELECT * FROM company_red_confirmations ORDER BY confirmation_id DESC LIMIT ?'),
    pending: db.prepare('SELECT COUNT(*) AS n FROM company_red_confirmations WHERE company_id = ? AND status = 0'),
    taken: db.prepare(`SELECT COALESCE(SUM(amount_fen), 0) AS fen, COALESCE(SUM(quantity), 0) AS num FROM company_red_confirmations
      WHERE invoice_id = ? AND order_product_id = ? AND status IN (0, 1)`),
    open: db.prepare(`SELECT 1 FROM company_red_confirmations WHERE refund_order_id = ? AND order_product_id = ? AND status IN (0, 1)`),
    refundLines: db.prepare(`SELECT r.refund_order_id, r.refund_order_sn, rp.order_product_id, rp.refund_num,
        rp.refund_price_fen - rp.refund_postage_fen AS goods_fen, i.invoice_id
      FROM company_statement_invoice_items i
      JOIN company_statement_invoices inv ON inv.invoice_id = i.invoice_id AND inv.red_of IS NULL AND inv.status = 1
      JOIN refund_products rp ON rp.order_product_id = i.order_product_id
      JOIN refund_orders r ON r.refund_order_id = rp.refund_order_id AND r.status = 3
      ORDER BY r.refund_order_id DESC LIMIT 100`),
    insert: db.prepare(`INSERT INTO company_red_confirmations (confirmation_no, company_id, invoice_id, order_product_id, refund_order_id,
        reason_code, quantity, amount_fen, expire_time, create_time)
      VALUES (@no, @company_id, @invoice_id, @order_product_id, @refund_order_id, @reason_code, @quantity, @amount_fen, @expire_time, @create_time)`),
    decide: db.prepare(`UPDATE company_red_confirmations SET status = @status, reject_reason = @reason, decide_uid = @uid,
        decide_time = @time, red_invoice_id = @red WHERE confirmation_id = @id AND status = 0`),
  };
  const nowText = () => formatDateTime(new Date(now()));

  /** Lapses every 红字确认单 left unconfirmed for 72 hours; called before each read and each decision. */
  function lapse(): void {
    q.lapse.run(nowText());
  }

  /** what the invoice still carries of a line: its amount and pieces less open and confirmed 红字确认单 */
  function carried(invoiceId: number, item: InvoiceItemRow): { fen: Fen; num: number } {
    const taken = q.taken.get(invoiceId, item.order_product_id) as { fen: number; num: number };
    return { fen: item.gross_fen - taken.fen, num: item.quantity - taken.num };
  }

  function candidates(): RedCandidate[] {
    lapse();
    const rows = q.refundLines.all() as Array<{
      refund_order_id: number;
      refund_order_sn: string;
      order_product_id: number;
      refund_num: number;
      goods_fen: Fen;
      invoice_id: number;
    }>;
    const found: RedCandidate[] = [];
    for (const row of rows) {
      const invoice = invoices.byId(row.invoice_id);
      const item = invoices.itemsOf(row.invoice_id).find((entry) => entry.order_product_id === row.order_product_id);
      // a refund deducted when the invoice was requested is not on the invoice: nothing to reverse
      if (!invoice || !item || (JSON.parse(item.refund_ids) as number[]).includes(row.refund_order_id)) continue;
      if (q.open.get(row.refund_order_id, row.order_product_id)) continue;
      const refund = { refundOrderId: row.refund_order_id, refundOrderSn: row.refund_order_sn, refundNum: row.refund_num };
      found.push({ invoice, item, ...refund, refundFen: row.goods_fen, carriedFen: carried(invoice.invoice_id, item).fen });
    }
    return found;
  }

  const apply = db.transaction((input: RedApplication): Outcome<RedConfirmationRow> => {
    const invoice = invoices.byId(input.invoiceId);
    if (!invoice || invoice.red_of !== null) return { ok: false, message: R.missing };
    if (invoice.status !== 1) return { ok: false, message: R.invoiceNotIssued };
    const item = invoices.itemsOf(invoice.invoice_id).find((entry) => entry.order_product_id === input.orderProductId);
    if (!item) return { ok: false, message: R.lineMissing };
    lapse();
    if (q.open.get(input.refundOrderId, input.orderProductId)) return { ok: false, message: R.duplicate };
    const refund = candidates().find(
      (entry) => entry.refundOrderId === input.refundOrderId && entry.item.order_product_id === input.orderProductId,
    );
    if (!refund || refund.invoice.invoice_id !== invoice.invoice_id) return { ok: false, message: R.lineMissing };
    if (input.amountFen > refund.refundFen) return { ok: false, message: `${R.refundOver}（¥${formatFen(refund.refundFen)}）` };
    if (input.amountFen > refund.carriedFen) return { ok: false, message: `${R.amountOver}（¥${formatFen(refund.carriedFen)}）` };
    // a 销售折让 (discount) takes money back, not pieces
    const quantity = input.reasonCode === '04' ? 0 : refund.refundNum;
    const left = carried(invoice.invoice_id, item).num;
    if (quantity > left) return { ok: false, message: `${R.quantityOver}（${left}）` };
    const time = now();
    const nextId =
      ((db.prepare('SELECT MAX(confirmation_id) AS id FROM company_red_confirmations').get() as { id: number | null }).id ?? 0) + 1;
    const { lastInsertRowid } = q.insert.run({
      no: `${formatDateTime(new Date(time)).slice(0, 10).replaceAll('-', '')}${String(nextId).padStart(12, '0')}`,
      company_id: invoice.company_id,
      invoice_id: invoice.invoice_id,
      order_product_id: input.orderProductId,
      refund_order_id: input.refundOrderId,
      reason_code: input.reasonCode,
      quantity,
      amount_fen: input.amountFen,
      expire_time: formatDateTime(new Date(time + RED_CONFIRMATION_HOURS * HOUR_MS)),
      create_time: formatDateTime(new Date(time)),
    });
    const row = q.byId.get(lastInsertRowid) as RedConfirmationRow;
    recordMemberEvent(db, {
      companyId: invoice.company_id,
      permission: 'statementInvoices.manage',
      kind: 'red_letter_pending',
      text: `红字确认单 ${row.confirmation_no}（¥${formatFen(input.amountFen)}）待您确认，72 小时内未确认将作废`,
      link: '/user/invoice_list',
    });
    return { ok: true, value: row };
  });

  /** The answer for a 红字确认单 that is no longer waiting. */
  function settled(row: RedConfirmationRow): string {
    if (row.status === S.confirmed) return R.alreadyConfirmed;
    return row.status === S.rejected ? R.alreadyRejected : R.lapsed;
  }

  function mine(companyId: number, id: number): RedConfirmationRow | undefined {
    lapse();
    const row = q.byId.get(id) as RedConfirmationRow | undefined;
    return row && row.company_id === companyId ? row : undefined;
  }

  const confirm = db.transaction(
    (companyId: number, id: number, memberUid: number): Outcome<{ row: RedConfirmationRow; red: StatementInvoiceRow }> => {
      const row = mine(companyId, id);
      if (!row) return { ok: false, message: R.missing };
      if (row.status !== S.pending) return { ok: false, message: settled(row) };
      const blue = invoices.byId(row.invoice_id);
      const item = invoices.itemsOf(row.invoice_id).find((entry) => entry.order_product_id === row.order_product_id);
      if (!blue || !item) return { ok: false, message: R.missing };
      // the blue invoice's line of this product gives the red one its 单价 and 税收分类编码
      const blueLine = invoices
        .documentOf(blue)
        ?.lines.find((line) => line.name === item.name && line.spec === item.spec && line.taxRate === item.tax_rate);
      const lines = [
        redInvoiceLine(blueLine, {
          name: item.name,
          spec: item.spec,
          unit: item.unit,
          quantity: -row.quantity,
          grossFen: -row.amount_fen,
          taxRate: item.tax_rate,
          taxCode: blueLine?.taxCode ?? '',
        }),
      ];
      const remark = `红冲原因：${row.reason_code} ${RED_REASONS[row.reason_code]}`;
      const red = invoices.issueRed(blue, { confirmationId: row.confirmation_id, confirmationNo: row.confirmation_no, lines, remark });
      const time = nowText();
      const decided = q.decide.run({ id, status: S.confirmed, reason: '', uid: memberUid, time, red: red.invoice_id });
      if (decided.changes === 0) throw new Error('red confirmation changed under its transaction');
      const moved = ledger.move({
        companyId,
        kind: 'red_invoice',
        balanceFen: 0,
        creditFen: 0,
        linkType: 'invoice',
        linkId: red.invoice_id,
        linkNo: red.number ?? '',
        memberUid,
        mark: `红冲发票 ${blue.number} ¥${formatFen(red.total_fen)}`,
        time,
      });
      if (!moved.ok) throw new Error(`red invoice ledger row refused: ${moved.reason}`);
      return { ok: true, value: { row: q.byId.get(id) as RedConfirmationRow, red } };
    },
  );

  const reject = db.transaction((companyId: number, id: number, memberUid: number, reason: string): Outcome<RedConfirmationRow> => {
    const row = mine(companyId, id);
    if (!row) return { ok: false, message: R.missing };
    if (row.status !== S.pending) return { ok: false, message: settled(row) };
    q.decide.run({ id, status: S.rejected, reason, uid: memberUid, time: nowText(), red: null });
    return { ok: true, value: q.byId.get(id) as RedConfirmationRow };
  });

  return {
    lapse,
    candidates,
    apply,
    confirm,
    reject,
    byId: (id: number) => q.byId.get(id) as RedConfirmationRow | undefined,
    ofCompany(companyId: number): RedConfirmationRow[] {
      lapse();
      return q.ofCompany.all(companyId) as RedConfirmationRow[];
    },
    recent(limit: number): RedConfirmationRow[] {
      lapse();
      return q.recent.all(limit) as RedConfirmationRow[];
    },
    pendingCount(companyId: number): number {
      lapse();
      return (q.pending.get(companyId) as { n: number }).n;
    },
  };
}

export type RedConfirmations = ReturnType<typeof createRedConfirmations>;
