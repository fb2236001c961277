// 上海东联's paperwork over its order history (docs/adr/0085): monthly statements confirmed and invoices requested and
// issued through the mall's own statement and invoice services (so their figures are the ones the pages compute),
// requests for quotation in every state, and the 管理员's inbox.
import { MEMBER_EVENT_KINDS, type MemberEventKind } from '#shared/company/member-event-kinds.ts';
import type { QuoteState } from '#shared/company/quote-rules.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import { formatDateTime } from '../core/envelope.ts';
import type { Rng } from '../core/prng.ts';
import type { DemoMallDatabase } from '../db/database.ts';
import { createCompanyLedger } from '../company/company-ledger.ts';
import { createStatementInvoices } from '../company/invoices/statement-invoices.ts';
import { quoteSnOf } from '../company/quotes/quote-service.ts';
import { createStatements } from '../company/statements/statement-service.ts';
import { nextPeriod, periodOf, periodStart } from '../company/statements/statement-periods.ts';
import type { PickedSku } from './catalogue-step.ts';
import { HOME_ADMIN, HOME_COMPANY, type HomeCompany } from './company-world.ts';

const DAY_MS = 86_400_000;
/** merchants per month that get their invoice requested and issued */
const INVOICED_MERCHANTS = 8;
const BUYER_PROFILE = {
  title: '上海东联工业设备有限公司',
  taxNo: '91310115MA1K4DL88X',
  address: '上海市浦东新区张江镇科苑路88号',
  phone: '021-58880000',
  bankName: '中国工商银行上海张江支行',
  bankAccount: '1001234509000088888',
};

/** Every month but the running one confirmed (the last closed one left 待确认); the older ones invoiced and issued. */
export function seedStatementsAndInvoices(db: DemoMallDatabase, catalogue: Catalogue, endMs: number, invoiceMonths: number): number {
  let clock = endMs;
  const now = () => clock;
  const ledger = createCompanyLedger(db);
  const statements = createStatements({ db, ledger, now });
  const invoices = createStatementInvoices({ db, catalogue, ledger, now });
  const first = ledger.firstRow(HOME_COMPANY);
  if (!first) return 0;
  const current = periodOf(formatDateTime(new Date(endMs)));
  const periods: string[] = [];
  for (let period = periodOf(first.create_time); period < current; period = nextPeriod(period)) periods.push(period);
  let issued = 0;
  db.transaction(() => {
    periods.forEach((period, index) => {
      if (index === periods.length - 1) return;
      // confirmed a few days into the next month, as a 财务 would
      clock = new Date(periodStart(nextPeriod(period)).replace(' ', 'T')).getTime() + 3 * DAY_MS;
      if (statements.confirm(HOME_COMPANY, period, HOME_ADMIN) !== 'confirmed') throw new Error(`statement ${period} was not confirmed`);
      if (index < periods.length - 1 - invoiceMonths) return;
      // the month's main suppliers: each request recomputes the whole month, so every one of 500 would cost minutes
      const main = invoices
        .merchantsOf(HOME_COMPANY, period)
        .filter((merchant) => merchant.totalFen > 0)
        .sort((a, b) => b.totalFen - a.totalFen || a.merId - b.merId)
        .slice(0, INVOICED_MERCHANTS);
      for (const merchant of main) {
        const asked = invoices.request(HOME_COMPANY, HOME_ADMIN, period, {
          merId: merchant.merId,
          kind: 'special',
          profile: BUYER_PROFILE,
          saveProfile: true,
        });
        if (!asked.ok) throw new Error(`invoice ${period}/${merchant.merId}: ${asked.message}`);
        clock += DAY_MS;
        if (invoices.issue(asked.value.row.invoice_id).ok) issued++;
        clock -= DAY_MS;
      }
    });
  })();
  return issued;
}

const QUOTE_MIX: readonly QuoteState[] = [
  'pending',
  'quoted',
  'quoted',
  'countered',
  'accepted',
  'ordered',
  'declined',
  'expired',
  'withdrawn',
];

/** Requests for quotation: the buyer's request (revision 1) and, past 待报价, the merchant's answer (revision 2). */
export function seedQuotes(
  db: DemoMallDatabase,
  input: { home: HomeCompany; skus: readonly PickedSku[]; rng: Rng; count: number; endMs: number; spanDays: number },
): void {
  const { rng } = input;
  const q = {
    quote: db.prepare(`INSERT INTO company_quotes (quote_sn, company_id, requester_uid, mer_id, state, source, delivery_date, attachments,
        valid_until, request_key, create_time, update_time) VALUES ('', ${HOME_COMPANY}, ?, ?, ?, 'product', ?, '[]', ?, '', ?, ?)`),
    sn: db.prepare('UPDATE company_quotes SET quote_sn = ? WHERE quote_id = ?'),
    revision: db.prepare(`INSERT INTO company_quote_revisions (quote_id, revision_no, author, author_uid, kind, note, create_time)
      VALUES (?, ?, ?, ?, ?, ?, ?)`),
    line: db.prepare(`INSERT INTO company_quote_lines (revision_id, line_no, product_id, sku_unique, store_name, suk, image, quantity,
        target_price_fen, price_fen, valid_until) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    event: db.prepare(
      'INSERT INTO company_quote_events (quote_id, author, author_uid, action, text, create_time) VALUES (?, ?, ?, ?, ?, ?)',
    ),
  };
  const buyers = input.home.members.filter((m) => m.role === 'buyer' || m.role === 'admin');
  const byMerchant = new Map<number, PickedSku[]>();
  for (const sku of input.skus) byMerchant.set(sku.merId, [...(byMerchant.get(sku.merId) ?? []), sku]);
  const merchants = [...byMerchant.keys()];
  /** a revision's lines: the buyer's target prices (15 % off the list) or the merchant's (10 % off) */
  const writeLines = (revision: number, lines: { sku: PickedSku; quantity: number }[], side: 'target' | 'price', validUntil: string) => {
    for (const [index, { sku, quantity }] of lines.entries()) {
      const fen = Math.round(sku.priceFen * (side === 'target' ? 0.85 : 0.9));
      q.line.run(
        revision,
        index + 1,
        sku.productId,
        sku.unique,
        sku.storeName,
        sku.skuLabel,
        sku.image,
        quantity,
        side === 'target' ? fen : null,
        side === 'price' ? fen : null,
        validUntil,
      );
    }
  };
  db.transaction(() => {
    for (let i = 0; i < input.count; i++) {
      const at = input.endMs - Math.floor(rng.next() * input.spanDays * DAY_MS);
      const time = formatDateTime(new Date(at));
      const state = rng.pick(QUOTE_MIX);
      const answered = state !== 'pending' && state !== 'withdrawn';
      const validUntil = answered ? formatDateTime(new Date(at + (state === 'expired' ? 7 : 30) * DAY_MS)).slice(0, 10) : '';
      const requester = rng.pick(buyers).uid;
      const merId = rng.pick(merchants);
      const lines = rng.sample(byMerchant.get(merId) ?? [], rng.int(1, 5)).map((sku) => ({ sku, quantity: rng.int(10, 500) }));
      const quoteId = Number(
        q.quote.run(requester, merId, state, formatDateTime(new Date(at + 20 * DAY_MS)).slice(0, 10), validUntil, time, time)
          .lastInsertRowid,
      );
      q.sn.run(quoteSnOf(time, quoteId), quoteId);
      const request = Number(q.revision.run(quoteId, 1, 'buyer', requester, 'request', '请报批量价', time).lastInsertRowid);
      q.event.run(quoteId, 'buyer', requester, 'request', '请报批量价', time);
      writeLines(request, lines, 'target', '');
      if (!answered) continue;
      const answerTime = formatDateTime(new Date(at + DAY_MS));
      const answer = Number(q.revision.run(quoteId, 2, 'merchant', 0, 'quote', '含税含运费', answerTime).lastInsertRowid);
      q.event.run(quoteId, 'merchant', 0, 'quote', '含税含运费', answerTime);
      writeLines(answer, lines, 'price', validUntil);
    }
  })();
}

const KINDS = Object.keys(MEMBER_EVENT_KINDS) as MemberEventKind[];
const LINKS: Partial<Record<string, string>> = {
  approval: '/user/approvals',
  quote: '/user/quotes',
  budget: '/user/budgets',
  credit: '/user/financial_management',
  invoice: '/user/invoice_list',
  remittance: '/user/remittance_management',
  replenishment: '/user/replenishment',
  member: '/user/company_user_management',
};

/** The 管理员's inbox: events of every kind over the history, the older four in five read. */
export function seedMessages(db: DemoMallDatabase, input: { rng: Rng; count: number; endMs: number; spanDays: number }): void {
  const { rng } = input;
  const event = db.prepare(
    `INSERT INTO member_events (company_id, kind, text, link, once_key, create_time) VALUES (${HOME_COMPANY}, ?, ?, ?, '', ?)`,
  );
  const inbox = db.prepare('INSERT INTO member_inbox (uid, event_id, read_time) VALUES (?, ?, ?)');
  const times = Array.from({ length: input.count }, () => input.endMs - Math.floor(rng.next() * input.spanDays * DAY_MS)).sort(
    (a, b) => a - b,
  );
  db.transaction(() => {
    times.forEach((at, index) => {
      const kind = rng.pick(KINDS);
      const { label, filter } = MEMBER_EVENT_KINDS[kind];
      const time = formatDateTime(new Date(at));
      const id = Number(
        event.run(kind, `${label}：单号 ${String(100000 + index)}，请及时处理`, LINKS[filter] ?? '/user/messages', time).lastInsertRowid,
      );
      const unread = index > input.count * 0.8 && rng.chance(0.5);
      inbox.run(HOME_ADMIN, id, unread ? null : formatDateTime(new Date(at + 3_600_000)));
    });
  })();
}
