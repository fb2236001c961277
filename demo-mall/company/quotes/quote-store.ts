// Quotes in the database (docs/company-api.md §10): the quote row, its revisions (each with the full set of
// lines, so any two can be put side by side) and its events (the messages and actions in time order). A state
// change is a compare-and-set on the state it starts from, inside the caller's transaction, so two clicks or
// two people cannot both move a quote on.
import type { QuoteState } from '#shared/company/quote-rules.ts';
import { noteExpiringQuotes } from './quote-expiry-notices.ts';
import { createClosedOrderQuotes } from './quote-order-closed.ts';
import type { DemoMallDatabase } from '../../db/database.ts';

export interface QuoteRow {
  quote_id: number;
  quote_sn: string;
  company_id: number;
  requester_uid: number;
  requester_name: string;
  mer_id: number;
  state: QuoteState;
  source: string;
  delivery_date: string;
  attachments: string;
  valid_until: string;
  group_order_id: number | null;
  request_key: string;
  create_time: string;
  update_time: string;
}

export interface QuoteLineRow {
  revision_id: number;
  line_no: number;
  product_id: number;
  sku_unique: string;
  store_name: string;
  suk: string;
  image: string;
  quantity: number;
  target_price_fen: number | null;
  price_fen: number | null;
  valid_until: string;
}

export type QuoteAuthor = 'buyer' | 'merchant';
export type RevisionKind = 'request' | 'quote' | 'counter';

export interface RevisionRow {
  revision_id: number;
  quote_id: number;
  revision_no: number;
  author: QuoteAuthor;
  author_uid: number;
  author_name: string;
  kind: RevisionKind;
  note: string;
  create_time: string;
}

export interface EventRow {
  event_id: number;
  quote_id: number;
  author: QuoteAuthor;
  author_uid: number;
  author_name: string;
  action: string;
  text: string;
  create_time: string;
}

export type LineToWrite = Omit<QuoteLineRow, 'revision_id'>;

export interface QuoteFilter {
  state?: QuoteState;
  /** matches the quote number or a product name of its lines */
  keyword?: string;
}

const QUOTE_COLUMNS = `q.*, COALESCE(u.nickname, '') AS requester_name`;

export function createQuoteStore(db: DemoMallDatabase) {
  const q = {
    byId: db.prepare(`SELECT ${QUOTE_COLUMNS} FROM company_quotes q LEFT JOIN users u ON u.uid = q.requester_uid WHERE q.quote_id = ?`),
    byKey: db.prepare('SELECT quote_id FROM company_quotes WHERE company_id = ? AND request_key = ?'),
    insert: db.prepare(`
      INSERT INTO company_quotes (quote_sn, company_id, requester_uid, mer_id, state, source, delivery_date, attachments,
        request_key, create_time, update_time)
      VALUES (@quote_sn, @company_id, @requester_uid, @mer_id, 'pending', @source, @delivery_date, @attachments,
        @request_key, @time, @time)`),
    setSn: db.prepare('UPDATE company_quotes SET quote_sn = ? WHERE quote_id = ?'),
    revisionCount: db.prepare('SELECT COUNT(*) AS n FROM company_quote_revisions WHERE quote_id = ?'),
    insertRevision: db.prepare(`
      INSERT INTO company_quote_revisions (quote_id, revision_no, author, author_uid, kind, note, create_time)
      VALUES (?, ?, ?, ?, ?, ?, ?)`),
    insertLine: db.prepare(`
      INSERT INTO company_quote_lines (revision_id, line_no, product_id, sku_unique, store_name, suk, image, quantity,
        target_price_fen, price_fen, valid_until)
      VALUES (@revision_id, @line_no, @product_id, @sku_unique, @store_name, @suk, @image, @quantity, @target_price_fen,
        @price_fen, @valid_until)`),
    revisions: db.prepare(`
      SELECT r.*, COALESCE(u.nickname, '') AS author_name FROM company_quote_revisions r
      LEFT JOIN users u ON u.uid = r.author_uid AND r.author = 'buyer' WHERE r.quote_id = ? ORDER BY r.revision_no`),
    linesOf: db.prepare('SELECT * FROM company_quote_lines WHERE revision_id = ? ORDER BY line_no'),
    events: db.prepare(`
      SELECT e.*, COALESCE(u.nickname, '') AS author_name FROM company_quote_events e
      LEFT JOIN users u ON u.uid = e.author_uid AND e.author = 'buyer' WHERE e.quote_id = ? ORDER BY e.event_id`),
    insertEvent: db.prepare(`
      INSERT INTO company_quote_events (quote_id, author, author_uid, action, text, create_time) VALUES (?, ?, ?, ?, ?, ?)`),
    // an accepted quote whose held order the company has approved is 已下单 (the approvals module's record)
    orderedOnApproval: db.prepare(`UPDATE company_quotes SET state = 'ordered', update_time = ?
      WHERE state = 'accepted' AND group_order_id IN (SELECT group_order_id FROM company_approvals WHERE status = 1)`),
    // quoted, or accepted with no order (its order closed unpaid): both may still be ordered until their date
    expireDue: db.prepare(`UPDATE company_quotes SET state = 'expired', update_time = ?
      WHERE (state = 'quoted' OR (state = 'accepted' AND group_order_id IS NULL)) AND valid_until <> '' AND valid_until < ?`),
    recent: db.prepare(`SELECT ${QUOTE_COLUMNS} FROM company_quotes q LEFT JOIN users u ON u.uid = q.requester_uid
      ORDER BY CASE WHEN q.state IN ('pending', 'countered') THEN 0 ELSE 1 END, q.update_time DESC, q.quote_id DESC LIMIT ?`),
  };

  const reopenClosed = createClosedOrderQuotes(db);

  function filterSql(companyId: number, filter: QuoteFilter): { where: string; args: unknown[] } {
    const clauses = ['q.company_id = ?'];
    const args: unknown[] = [companyId];
    if (filter.state) {
      clauses.push('q.state = ?');
      args.push(filter.state);
    }
    if (filter.keyword) {
      const like = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      clauses.push(`(q.quote_sn LIKE ? ESCAPE '\\' OR EXISTS (SELECT 1 FROM company_quote_revisions r
        JOIN company_quote_lines l ON l.revision_id = r.revision_id WHERE r.quote_id = q.quote_id AND l.store_name LIKE ? ESCAPE '\\'))`);
      args.push(like, like);
    }
    return { where: clauses.join(' AND '), args };
  }

  function addRevision(input: {
    quoteId: number;
    author: QuoteAuthor;
    authorUid: number;
    kind: RevisionKind;
    note: string;
    lines: readonly LineToWrite[];
    time: string;
  }): number {
    const no = (q.revisionCount.get(input.quoteId) as { n: number }).n + 1;
    const revisionId = Number(
      q.insertRevision.run(input.quoteId, no, input.author, input.authorUid, input.kind, input.note, input.time).lastInsertRowid,
    );
    for (const line of input.lines) q.insertLine.run({ ...line, revision_id: revisionId });
    return no;
  }

  return {
    /** Runs `work` in one immediate transaction (nested calls become savepoints). */
    atomically: <T>(work: () => T): T => db.transaction(work).immediate(),

    byId: (quoteId: number) => q.byId.get(quoteId) as QuoteRow | undefined,

    /** The company's quote, or undefined when there is none or it is another company's. */
    get(companyId: number, quoteId: number): QuoteRow | undefined {
      const row = q.byId.get(quoteId) as QuoteRow | undefined;
      return row?.company_id === companyId ? row : undefined;
    },

    byKey: (companyId: number, key: string) => (q.byKey.get(companyId, key) as { quote_id: number } | undefined)?.quote_id,

    list(companyId: number, filter: QuoteFilter, page: number, limit: number): { count: number; rows: QuoteRow[] } {
      const { where, args } = filterSql(companyId, filter);
      const count = (db.prepare(`SELECT COUNT(*) AS n FROM company_quotes q WHERE ${where}`).get(...args) as { n: number }).n;
      const rows = db
        .prepare(`SELECT ${QUOTE_COLUMNS} FROM company_quotes q LEFT JOIN users u ON u.uid = q.requester_uid
          WHERE ${where} ORDER BY q.update_time DESC, q.quote_id DESC LIMIT ? OFFSET ?`)
        .all(...args, limit, (page - 1) * limit) as QuoteRow[];
      return { count, rows };
    },

    /** Counts per state of the company's quotes (the tabs). */
    stateCounts(companyId: number): Record<string, number> {
      const rows = db.prepare('SELECT state, COUNT(*) AS n FROM company_quotes WHERE company_id = ? GROUP BY state').all(companyId) as {
        state: string;
        n: number;
      }[];
      return Object.fromEntries(rows.map((row) => [row.state, row.n]));
    },

    /** The newest quotes of every company, those waiting for the merchant first (the demo merchant console). */
    recent: (limit: number) => q.recent.all(limit) as QuoteRow[],

    insert(input: {
      companyId: number;
      requesterUid: number;
      merId: number;
      source: string;
      deliveryDate: string;
      attachments: readonly string[];
      key: string;
      time: string;
      snOf: (quoteId: number) => string;
    }): number {
      const quoteId = Number(
        q.insert.run({
          quote_sn: `pending-${input.time}-${Math.random()}`,
          company_id: input.companyId,
          requester_uid: input.requesterUid,
          mer_id: input.merId,
          source: input.source,
          delivery_date: input.deliveryDate,
          attachments: JSON.stringify(input.attachments),
          request_key: input.key,
          time: input.time,
        }).lastInsertRowid,
      );
      q.setSn.run(input.snOf(quoteId), quoteId);
      return quoteId;
    },

    addRevision,

    revisions: (quoteId: number) => q.revisions.all(quoteId) as RevisionRow[],
    linesOf: (revisionId: number) => q.linesOf.all(revisionId) as QuoteLineRow[],

    /** The newest revision by `author` with its lines; undefined when it wrote none. */
    latestBy(quoteId: number, author: QuoteAuthor): { revision: RevisionRow; lines: QuoteLineRow[] } | undefined {
      const revision = (q.revisions.all(quoteId) as RevisionRow[]).filter((row) => row.author === author).at(-1);
      return revision ? { revision, lines: q.linesOf.all(revision.revision_id) as QuoteLineRow[] } : undefined;
    },

    events: (quoteId: number) => q.events.all(quoteId) as EventRow[],
    addEvent(quoteId: number, author: QuoteAuthor, authorUid: number, action: string, text: string, time: string): void {
      q.insertEvent.run(quoteId, author, authorUid, action, text, time);
    },

    /**
     * Moves the quote from one of `from` to `to`; false when it was no longer in one of them (someone or a
     * second click got there first). `set` writes valid_until or group_order_id with it.
     */
    move(
      quoteId: number,
      from: readonly QuoteState[],
      to: QuoteState,
      time: string,
      set: { valid_until?: string; group_order_id?: number } = {},
    ) {
      const extra = Object.keys(set).map((column) => `, ${column} = @${column}`);
      const params: Record<string, unknown> = { ...set, to, time, quote_id: quoteId };
      from.forEach((state, index) => {
        params[`s${index}`] = state;
      });
      const named = from.map((_, index) => `@s${index}`).join(', ');
      return (
        db
          .prepare(
            `UPDATE company_quotes SET state = @to, update_time = @time${extra.join('')} WHERE quote_id = @quote_id AND state IN (${named})`,
          )
          .run(params).changes === 1
      );
    },

    /** Quotes whose validity ended before `today` (YYYY-MM-DD) become 已过期; answers how many. */
    expireDue: (today: string, time: string, nowMs: number) => {
      q.orderedOnApproval.run(time);
      reopenClosed(today, time, nowMs);
      noteExpiringQuotes(db, today);
      return q.expireDue.run(time, today).changes;
    },
    db,
  };
}

export type QuoteStore = ReturnType<typeof createQuoteStore>;
