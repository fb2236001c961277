// How quotes read over the API (docs/company-api.md §10.4): amounts as yuan strings, states with their Chinese
// names, every revision with its lines and what changed against the revision before, and what the calling
// member may do now.
import { roleAllows } from '#shared/company/company-roles.ts';
import { buyerQuoteActions, QUOTE_STATES } from '#shared/company/quote-rules.ts';
import { formatFen, sumFen } from '#shared/money.ts';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import type { CompanyMember } from '../membership.ts';
import type { QuoteLineRow, QuoteRow, QuoteStore, RevisionRow } from './quote-store.ts';

const KIND_NAMES = { request: '询价', quote: '报价', counter: '议价' } as const;
const ACTION_NAMES: Record<string, string> = {
  request: '提交询价',
  answer: '商家报价',
  counter: '买家议价',
  accept: '接受报价并下单',
  decline: '买家拒绝报价',
  withdraw: '撤回询价',
  merchantDecline: '商家拒绝报价',
  orderClosed: '订单已关闭',
};

const yuanOrNull = (fen: number | null) => (fen === null ? null : formatFen(fen));

/** The requester and members who may manage every quote (管理员) act on it, while they may still buy. */
export function mayAct(member: CompanyMember, quote: QuoteRow): boolean {
  if (!roleAllows(member.role, 'orders.buy')) return false;
  return quote.requester_uid === member.uid || roleAllows(member.role, 'quotes.manageAll');
}

function lineView(line: QuoteLineRow, before: QuoteLineRow | undefined, priceOf: (line: QuoteLineRow) => number | null) {
  const changed: string[] = [];
  if (before && before.quantity !== line.quantity) changed.push('quantity');
  if (before && priceOf(before) !== priceOf(line)) changed.push('price');
  return {
    line_no: line.line_no,
    product_id: line.product_id,
    product_attr_unique: line.sku_unique,
    store_name: line.store_name,
    suk: line.suk,
    image: line.image,
    quantity: line.quantity,
    target_price: yuanOrNull(line.target_price_fen),
    price: yuanOrNull(line.price_fen),
    line_total: line.price_fen === null ? null : formatFen(line.price_fen * line.quantity),
    valid_until: line.valid_until,
    changed,
  };
}

/** The price a revision speaks of: the merchant's for a quote, the buyer's target otherwise. */
const offered = (line: QuoteLineRow) => line.price_fen ?? line.target_price_fen;

export function createQuoteViews(store: QuoteStore, catalogue: Catalogue) {
  const merchantName = (merId: number) => catalogue.merchants.merchantById.get(merId)?.mer_name ?? '';

  function totalOf(lines: readonly QuoteLineRow[]): string | null {
    if (lines.length === 0 || lines.some((line) => line.price_fen === null)) return null;
    return formatFen(sumFen(lines.map((line) => (line.price_fen ?? 0) * line.quantity)));
  }

  function summary(quote: QuoteRow) {
    const revisions = store.revisions(quote.quote_id);
    const last = revisions.at(-1);
    const lines = last ? store.linesOf(last.revision_id) : [];
    const quoted = store.latestBy(quote.quote_id, 'merchant');
    return {
      id: quote.quote_id,
      quote_sn: quote.quote_sn,
      state: quote.state,
      state_name: QUOTE_STATES[quote.state],
      mer_id: quote.mer_id,
      mer_name: merchantName(quote.mer_id),
      requester_uid: quote.requester_uid,
      requester_name: quote.requester_name,
      line_count: lines.length,
      total_num: lines.reduce((n, line) => n + line.quantity, 0),
      products: lines.slice(0, 3).map((line) => ({ store_name: line.store_name, image: line.image })),
      quoted_total: quoted ? totalOf(quoted.lines) : null,
      valid_until: quote.valid_until,
      delivery_date: quote.delivery_date,
      revision_count: revisions.length,
      order_id: quote.group_order_id,
      create_time: quote.create_time,
      update_time: quote.update_time,
    };
  }

  function revisionView(revision: RevisionRow, previous: QuoteLineRow[] | undefined) {
    const lines = store.linesOf(revision.revision_id);
    const before = new Map((previous ?? []).map((line) => [line.line_no, line]));
    return {
      revision_no: revision.revision_no,
      author: revision.author,
      author_name: revision.author === 'merchant' ? '商家' : revision.author_name,
      kind: revision.kind,
      kind_name: KIND_NAMES[revision.kind],
      note: revision.note,
      create_time: revision.create_time,
      total: totalOf(lines),
      lines: lines.map((line) => lineView(line, before.get(line.line_no), offered)),
    };
  }

  return {
    summary,
    detail(quote: QuoteRow, member: CompanyMember | null) {
      const revisions = store.revisions(quote.quote_id);
      let previous: QuoteLineRow[] | undefined;
      const views = revisions.map((revision) => {
        const view = revisionView(revision, previous);
        previous = store.linesOf(revision.revision_id);
        return view;
      });
      const may = member ? mayAct(member, quote) : false;
      return {
        ...summary(quote),
        source: quote.source,
        attachments: JSON.parse(quote.attachments) as string[],
        lines: views.at(-1)?.lines ?? [],
        revisions: views,
        events: store.events(quote.quote_id).map((event) => ({
          author: event.author,
          // the mall's own events (an order closed unpaid) name nobody: 系统
          author_name: event.author === 'merchant' ? '商家' : event.author_uid === 0 ? '系统' : event.author_name,
          action: event.action,
          action_name: ACTION_NAMES[event.action] ?? event.action,
          text: event.text,
          create_time: event.create_time,
        })),
        can_act: may,
        actions: may ? buyerQuoteActions(quote.state, quote.group_order_id !== null) : [],
      };
    },
  };
}

export type QuoteViews = ReturnType<typeof createQuoteViews>;
