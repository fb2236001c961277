// 报价即将过期 (docs/company-api.md §14.1): noticed lazily, when the quotes are read and expired (expireDue), like
// the expiry itself. A quoted price valid for at most QUOTE_EXPIRING_DAYS more days tells its requester once per
// validity date (the event's once-key), so a renewed quote tells again.
import { dayAfter } from '../acceptance/acceptance-store.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import { recordMemberEvent } from '../inbox/record-event.ts';

export const QUOTE_EXPIRING_DAYS = 3;

interface ExpiringQuote {
  quote_id: number;
  quote_sn: string;
  company_id: number;
  requester_uid: number;
  valid_until: string;
}

export function noteExpiringQuotes(db: DemoMallDatabase, today: string): void {
  const until = dayAfter(`${today} 00:00:00`, QUOTE_EXPIRING_DAYS);
  const rows = db
    .prepare(`SELECT quote_id, quote_sn, company_id, requester_uid, valid_until FROM company_quotes
      WHERE (state = 'quoted' OR (state = 'accepted' AND group_order_id IS NULL)) AND valid_until >= ? AND valid_until <= ?`)
    .all(today, until) as ExpiringQuote[];
  for (const quote of rows) {
    recordMemberEvent(db, {
      companyId: quote.company_id,
      memberIds: [quote.requester_uid],
      kind: 'quote_expiring',
      text: `询价单 ${quote.quote_sn} 的报价将于 ${quote.valid_until} 过期，请及时下单`,
      link: `/user/quotes/${quote.quote_id}`,
      once: `quote_expiring:${quote.quote_id}:${quote.valid_until}`,
    });
  }
}
