// A member's inbox (docs/company-api.md §14.1): their events newest first, by filter and read state, the unread
// count the header's bell shows (one indexed count), and marking read. A member reads only their own rows.
import { kindsOfFilter, type MemberEventFilter } from '#shared/company/member-event-kinds.ts';
import type { DemoMallDatabase } from '../../db/database.ts';

export interface InboxRow {
  event_id: number;
  kind: string;
  text: string;
  link: string;
  create_time: string;
  read_time: string | null;
}

export interface InboxQuery {
  uid: number;
  filter: MemberEventFilter | null;
  unreadOnly: boolean;
  page: number;
  limit: number;
}

export function createInboxStore(db: DemoMallDatabase) {
  const q = {
    unread: db.prepare('SELECT COUNT(*) AS n FROM member_inbox WHERE uid = ? AND read_time IS NULL'),
    markAll: db.prepare('UPDATE member_inbox SET read_time = ? WHERE uid = ? AND read_time IS NULL'),
  };

  function whereOf(query: InboxQuery): { where: string; args: unknown[] } {
    const clauses = ['i.uid = ?'];
    const args: unknown[] = [query.uid];
    if (query.filter) {
      const kinds = kindsOfFilter(query.filter);
      clauses.push(`e.kind IN (${kinds.map(() => '?').join(', ')})`);
      args.push(...kinds);
    }
    if (query.unreadOnly) clauses.push('i.read_time IS NULL');
    return { where: clauses.join(' AND '), args };
  }

  return {
    list(query: InboxQuery): { count: number; rows: InboxRow[] } {
      const { where, args } = whereOf(query);
      const from = 'FROM member_inbox i JOIN member_events e ON e.event_id = i.event_id';
      const count = (db.prepare(`SELECT COUNT(*) AS n ${from} WHERE ${where}`).get(...args) as { n: number }).n;
      const rows = db
        .prepare(`SELECT e.event_id, e.kind, e.text, e.link, e.create_time, i.read_time ${from} WHERE ${where}
          ORDER BY e.event_id DESC LIMIT ? OFFSET ?`)
        .all(...args, query.limit, (query.page - 1) * query.limit) as InboxRow[];
      return { count, rows };
    },
    unreadCount: (uid: number) => (q.unread.get(uid) as { n: number }).n,
    /** Marks these of the member's events read; ids of others' events change nothing. Twice changes nothing more. */
    markRead(uid: number, ids: readonly number[], time: string): number {
      if (ids.length === 0) return 0;
      return db
        .prepare(
          `UPDATE member_inbox SET read_time = ? WHERE uid = ? AND read_time IS NULL AND event_id IN (${ids.map(() => '?').join(', ')})`,
        )
        .run(time, uid, ...ids).changes;
    },
    markAllRead: (uid: number, time: string) => q.markAll.run(time, uid).changes,
  };
}

export type InboxStore = ReturnType<typeof createInboxStore>;
