// An accepted quote whose order closed unpaid (payment timed out, the buyer cancelled it, an approver refused it)
// goes back to 已接受 with no order, or to 已过期 when its prices are no longer valid, and its requester is told
// (docs/company-api.md §10.5, ADR 0072). Judged on read, like expiry: every read and the accept call run it first,
// so no link ever leads to the dead order. Each quote moves by a compare-and-set on its state and its order, and
// the message has a once-key per order, so a second run, a retry or two readers at once move it and tell once.
import type { DemoMallDatabase } from '../../db/database.ts';
import { recordMemberEvent } from '../inbox/record-event.ts';

interface ClosedOrderQuote {
  quote_id: number;
  quote_sn: string;
  company_id: number;
  requester_uid: number;
  valid_until: string;
  group_order_id: number;
  group_order_sn: string;
}

export function createClosedOrderQuotes(db: DemoMallDatabase) {
  const q = {
    // unpaid and closed, or past its payment deadline and not yet swept (a held order's deadline is far away)
    closed: db.prepare(`SELECT q.quote_id, q.quote_sn, q.company_id, q.requester_uid, q.valid_until, q.group_order_id,
        g.group_order_sn FROM company_quotes q JOIN group_orders g ON g.group_order_id = q.group_order_id
      WHERE q.state IN ('accepted', 'ordered') AND g.paid = 0 AND (g.is_del = 1 OR g.cancel_unix <= ?)`),
    reopen: db.prepare(`UPDATE company_quotes SET state = @to, group_order_id = NULL, update_time = @time
      WHERE quote_id = @quote_id AND group_order_id = @group_order_id AND state IN ('accepted', 'ordered')`),
    event: db.prepare(`INSERT INTO company_quote_events (quote_id, author, author_uid, action, text, create_time)
      VALUES (?, 'buyer', 0, 'orderClosed', ?, ?)`),
  };

  /** Moves every quote whose order closed unpaid; `today` is YYYY-MM-DD, `time` the row time, `nowMs` the clock. */
  return function reopenClosed(today: string, time: string, nowMs: number): void {
    for (const quote of q.closed.all(nowMs) as ClosedOrderQuote[]) {
      const valid = quote.valid_until === '' || quote.valid_until >= today;
      const to = valid ? 'accepted' : 'expired';
      if (q.reopen.run({ to, time, quote_id: quote.quote_id, group_order_id: quote.group_order_id }).changes !== 1) continue;
      q.event.run(quote.quote_id, `订单 ${quote.group_order_sn} 未支付已关闭`, time);
      recordMemberEvent(db, {
        companyId: quote.company_id,
        memberIds: [quote.requester_uid],
        kind: 'quote_order_closed',
        text: valid
          ? `询价单 ${quote.quote_sn} 的订单 ${quote.group_order_sn} 未支付已关闭，报价有效期至 ${quote.valid_until}，可重新下单`
          : `询价单 ${quote.quote_sn} 的订单 ${quote.group_order_sn} 未支付已关闭，报价已过期，可议价或重新询价`,
        link: `/user/quotes/${quote.quote_id}`,
        once: `quote_order_closed:${quote.group_order_id}`,
      });
    }
  };
}
