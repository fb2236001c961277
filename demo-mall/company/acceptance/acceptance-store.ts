// Goods receipt (收货验收) of company orders in the database (docs/company-api.md §11.1): one acceptance per
// merchant order with its lines, the company's terms (acceptance and credit days), and the sweep that accepts
// in full what nobody accepted within the company's acceptance days after delivery. Writes name the state they
// expect (an order still 待收货, no acceptance yet), so a second click or a second sweep changes nothing.
import type { DemoMallDatabase } from '../../db/database.ts';
import type { OrderProductRow, OrderRow } from '../../trade/order-store.ts';

export interface AcceptanceRow {
  order_id: number;
  company_id: number;
  /** null when the mall accepted it automatically */
  accept_uid: number | null;
  auto: number;
  accept_time: string;
  /** the company's 账期 days when it was accepted: later changes do not move a due date */
  credit_days: number;
  /** Y-m-d; '' unless the order was paid on credit */
  due_date: string;
  shortfall_num: number;
  refund_order_id: number | null;
}

export interface AcceptanceLineRow {
  order_id: number;
  order_product_id: number;
  product_num: number;
  received_num: number;
  reason: string;
  /** JSON list of photo paths */
  pics: string;
}

export interface CompanyTerms {
  accept_days: number;
  credit_days: number;
}

const DAY_MS = 86_400_000;

/** 'Y-m-d H:i:s' (the mall's local time) plus whole days → 'Y-m-d'. */
export function dayAfter(time: string, days: number): string {
  const [y, m, d] = time.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local calendar day of a ms instant, 'Y-m-d'. */
export function dayOf(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** ms of a 'Y-m-d H:i:s' local time */
function localMs(time: string): number {
  const [day = '', clock = '00:00:00'] = time.split(' ');
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, mi, s] = clock.split(':').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, h, mi, s).getTime();
}

export function createAcceptanceStore(db: DemoMallDatabase) {
  const q = {
    terms: db.prepare('SELECT accept_days, credit_days FROM companies WHERE company_id = ?'),
    setTerms: db.prepare('UPDATE companies SET accept_days = ?, credit_days = ? WHERE company_id = ?'),
    one: db.prepare('SELECT * FROM company_acceptances WHERE order_id = ?'),
    linesOf: db.prepare('SELECT * FROM company_acceptance_lines WHERE order_id = ? ORDER BY order_product_id'),
    insert: db.prepare(`INSERT OR IGNORE INTO company_acceptances (order_id, company_id, accept_uid, auto, accept_time, credit_days,
      due_date, shortfall_num) VALUES (@order_id, @company_id, @accept_uid, @auto, @accept_time, @credit_days, @due_date, @shortfall_num)`),
    insertLine: db.prepare(`INSERT INTO company_acceptance_lines (order_id, order_product_id, product_num, received_num, reason, pics)
      VALUES (@order_id, @order_product_id, @product_num, @received_num, @reason, @pics)`),
    linkRefund: db.prepare('UPDATE company_acceptances SET refund_order_id = ? WHERE order_id = ?'),
    take: db.prepare('UPDATE orders SET status = 2, take_time = ? WHERE order_id = ? AND paid = 1 AND is_del = 0 AND status = 1'),
    waiting: db.prepare(`SELECT * FROM orders WHERE principal = ? AND paid = 1 AND is_del = 0 AND status = 1
      AND delivered_time IS NOT NULL ORDER BY delivered_time, order_id`),
    products: db.prepare('SELECT * FROM order_products WHERE order_id = ? ORDER BY order_product_id'),
    backdate: db.prepare(`UPDATE orders SET delivered_time = ? WHERE order_id = ? AND delivered_time IS NOT NULL`),
    backdateDue: db.prepare("UPDATE company_acceptances SET due_date = ? WHERE order_id = ? AND due_date <> ''"),
  };

  const store = {
    terms: (companyId: number) => q.terms.get(companyId) as CompanyTerms | undefined,
    setTerms: (companyId: number, terms: CompanyTerms) => q.setTerms.run(terms.accept_days, terms.credit_days, companyId).changes === 1,
    acceptance: (orderId: number) => q.one.get(orderId) as AcceptanceRow | undefined,
    linesOf: (orderId: number) => q.linesOf.all(orderId) as AcceptanceLineRow[],
    products: (orderId: number) => q.products.all(orderId) as OrderProductRow[],
    /** the company's delivered orders nobody accepted yet, oldest delivery first (待验收) */
    waitingOf: (companyId: number) => q.waiting.all(`company:${companyId}`) as OrderRow[],
    /**
     * Writes an acceptance and moves the order 待收货 → 待评价 (its receipt); false when the order was accepted
     * already or is no longer 待收货. The caller runs it inside a transaction.
     */
    record(
      order: OrderRow,
      companyId: number,
      accept: { uid: number | null; auto: boolean; time: string; lines: AcceptanceLineRow[]; shortfall: number },
    ) {
      const terms = store.terms(companyId);
      const creditDays = terms?.credit_days ?? 0;
      const inserted = q.insert.run({
        order_id: order.order_id,
        company_id: companyId,
        accept_uid: accept.uid,
        auto: accept.auto ? 1 : 0,
        accept_time: accept.time,
        credit_days: creditDays,
        due_date: order.pay_type === 'credit' ? dayAfter(accept.time, creditDays) : '',
        shortfall_num: accept.shortfall,
      });
      if (inserted.changes !== 1) return false;
      if (q.take.run(accept.time, order.order_id).changes !== 1) return false;
      for (const line of accept.lines) q.insertLine.run(line);
      return true;
    },
    linkRefund: (orderId: number, refundId: number) => q.linkRefund.run(refundId, orderId),
    /**
     * Accepts in full every delivered order of the company that waited its acceptance days (the company's
     * setting), as of `nowMs`. Each in its own small transaction; a second sweep finds nothing left.
     */
    sweep(companyId: number, nowMs: number, time: string): number {
      const days = store.terms(companyId)?.accept_days;
      if (days === undefined) return 0;
      let accepted = 0;
      for (const order of store.waitingOf(companyId)) {
        if (localMs(order.delivered_time ?? '') + days * DAY_MS > nowMs) break;
        const lines = store.products(order.order_id).map((product) => ({
          order_id: order.order_id,
          order_product_id: product.order_product_id,
          product_num: product.product_num,
          received_num: product.product_num,
          reason: '',
          pics: '[]',
        }));
        const done = db.transaction(() => store.record(order, companyId, { uid: null, auto: true, time, lines, shortfall: 0 })).immediate();
        if (done) accepted += 1;
      }
      return accepted;
    },
    /** test hooks: move a delivery or a due date back, as if days had passed */
    backdateDelivery: (orderId: number, time: string) => q.backdate.run(time, orderId).changes === 1,
    backdateDue: (orderId: number, day: string) => q.backdateDue.run(day, orderId).changes === 1,
    atomically: <T>(work: () => T): T => db.transaction(work).immediate(),
  };
  return store;
}

export type AcceptanceStore = ReturnType<typeof createAcceptanceStore>;
