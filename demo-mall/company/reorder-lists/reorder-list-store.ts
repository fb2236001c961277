// Reorder lists in the database (docs/company-api.md §7): one company's named lists, their lines (a SKU once per
// list, quantities merged) and the save keys that make a double submit answer the first save. Every write that
// checks before it writes runs in one transaction, so two saves cannot interleave.
import { mergeLinesBySku, REORDER_LIST_MAX_LINES, REORDER_LIST_MAX_QUANTITY } from '#shared/company/reorder-list-rules.ts';
import type { DemoMallDatabase } from '../../db/database.ts';

export interface ReorderListRow {
  list_id: number;
  company_id: number;
  name: string;
  owner_uid: number;
  owner_name: string;
  line_count: number;
  create_time: string;
  update_time: string;
}

export interface ReorderLineRow {
  line_id: number;
  list_id: number;
  product_id: number;
  sku_unique: string;
  quantity: number;
  create_time: string;
}

export interface LineToSave {
  product_id: number;
  product_attr_unique: string;
  quantity: number;
}

/** A save's outcome: the list and how many lines it created or merged; `repeated` when a key was seen before. */
export type SaveResult =
  | { ok: true; listId: number; added: number; repeated: boolean }
  | { ok: false; reason: 'name_taken' | 'too_many_lines' | 'merged_too_large' | 'missing' };

const LIST_COLUMNS = `
  l.list_id, l.company_id, l.name, l.owner_uid, COALESCE(u.nickname, '') AS owner_name,
  (SELECT COUNT(*) FROM company_reorder_list_lines x WHERE x.list_id = l.list_id) AS line_count,
  l.create_time, l.update_time`;

/** Thrown inside a save's transaction so a refused save writes nothing (its key included). */
class SaveRefusal extends Error {
  constructor(readonly reason: Exclude<SaveResult, { ok: true }>['reason']) {
    super(reason);
  }
}

export function createReorderListStore(db: DemoMallDatabase) {
  const q = {
    count: db.prepare('SELECT COUNT(*) AS n FROM company_reorder_lists WHERE company_id = ?'),
    page: db.prepare(`
      SELECT ${LIST_COLUMNS} FROM company_reorder_lists l LEFT JOIN users u ON u.uid = l.owner_uid
      WHERE l.company_id = ? ORDER BY l.update_time DESC, l.list_id DESC LIMIT ? OFFSET ?`),
    byId: db.prepare(`
      SELECT ${LIST_COLUMNS} FROM company_reorder_lists l LEFT JOIN users u ON u.uid = l.owner_uid WHERE l.list_id = ?`),
    byName: db.prepare('SELECT list_id FROM company_reorder_lists WHERE company_id = ? AND name = ?'),
    insertList: db.prepare(`
      INSERT INTO company_reorder_lists (company_id, name, owner_uid, create_time, update_time) VALUES (?, ?, ?, ?, ?)`),
    touch: db.prepare('UPDATE company_reorder_lists SET update_time = ? WHERE list_id = ?'),
    rename: db.prepare('UPDATE company_reorder_lists SET name = ?, update_time = ? WHERE list_id = ?'),
    deleteList: db.prepare('DELETE FROM company_reorder_lists WHERE list_id = ?'),
    lines: db.prepare('SELECT * FROM company_reorder_list_lines WHERE list_id = ? ORDER BY line_id'),
    line: db.prepare('SELECT * FROM company_reorder_list_lines WHERE line_id = ?'),
    lineBySku: db.prepare('SELECT * FROM company_reorder_list_lines WHERE list_id = ? AND sku_unique = ?'),
    lineCount: db.prepare('SELECT COUNT(*) AS n FROM company_reorder_list_lines WHERE list_id = ?'),
    insertLine: db.prepare(`
      INSERT INTO company_reorder_list_lines (list_id, product_id, sku_unique, quantity, create_time) VALUES (?, ?, ?, ?, ?)`),
    setQuantity: db.prepare('UPDATE company_reorder_list_lines SET quantity = ? WHERE line_id = ?'),
    deleteLine: db.prepare('DELETE FROM company_reorder_list_lines WHERE line_id = ?'),
    deleteLines: db.prepare('DELETE FROM company_reorder_list_lines WHERE list_id = ?'),
    request: db.prepare('SELECT list_id, added FROM company_reorder_list_requests WHERE company_id = ? AND request_key = ?'),
    remember: db.prepare(
      'INSERT INTO company_reorder_list_requests (company_id, request_key, list_id, added, create_time) VALUES (?, ?, ?, ?, ?)',
    ),
  };

  /** Merges `lines` into the list (same SKU: quantities summed); answers how many lines it created or changed. */
  function mergeInto(listId: number, lines: readonly LineToSave[], time: string): number {
    const merged = mergeLinesBySku(lines);
    for (const line of merged) {
      const existing = q.lineBySku.get(listId, line.product_attr_unique) as ReorderLineRow | undefined;
      if (existing) {
        const total = existing.quantity + line.quantity;
        if (total > REORDER_LIST_MAX_QUANTITY) throw new SaveRefusal('merged_too_large');
        q.setQuantity.run(total, existing.line_id);
      } else {
        if (line.quantity > REORDER_LIST_MAX_QUANTITY) throw new SaveRefusal('merged_too_large');
        q.insertLine.run(listId, line.product_id, line.product_attr_unique, line.quantity, time);
      }
    }
    if ((q.lineCount.get(listId) as { n: number }).n > REORDER_LIST_MAX_LINES) throw new SaveRefusal('too_many_lines');
    return merged.length;
  }

  /** Runs a save once per (company, key): a key seen before answers its first result and writes nothing. */
  function once(companyId: number, key: string, time: string, save: () => { listId: number; added: number }): SaveResult {
    try {
      return db
        .transaction((): SaveResult => {
          if (key !== '') {
            const seen = q.request.get(companyId, key) as { list_id: number; added: number } | undefined;
            if (seen) return { ok: true, listId: seen.list_id, added: seen.added, repeated: true };
          }
          const done = save();
          if (key !== '') q.remember.run(companyId, key, done.listId, done.added, time);
          return { ok: true, ...done, repeated: false };
        })
        .immediate();
    } catch (error) {
      if (error instanceof SaveRefusal) return { ok: false, reason: error.reason };
      throw error;
    }
  }

  /** The list, or undefined when there is none or it belongs to another company. */
  function get(companyId: number, listId: number): ReorderListRow | undefined {
    const row = q.byId.get(listId) as ReorderListRow | undefined;
    return row?.company_id === companyId ? row : undefined;
  }

  return {
    list(companyId: number, page: number, limit: number): { count: number; rows: ReorderListRow[] } {
      const count = (q.count.get(companyId) as { n: number }).n;
      const rows = q.page.all(companyId, limit, (page - 1) * limit) as ReorderListRow[];
      return { count, rows };
    },

    get,

    lines: (listId: number): ReorderLineRow[] => q.lines.all(listId) as ReorderLineRow[],

    /** The line with the list it belongs to, if that list is the company's. */
    line(companyId: number, lineId: number): { line: ReorderLineRow; list: ReorderListRow } | undefined {
      const line = q.line.get(lineId) as ReorderLineRow | undefined;
      const list = line ? get(companyId, line.list_id) : undefined;
      return line && list ? { line, list } : undefined;
    },

    create(input: { companyId: number; ownerUid: number; name: string; lines: readonly LineToSave[]; key: string; time: string }) {
      return once(input.companyId, input.key, input.time, () => {
        if (q.byName.get(input.companyId, input.name)) throw new SaveRefusal('name_taken');
        const listId = Number(q.insertList.run(input.companyId, input.name, input.ownerUid, input.time, input.time).lastInsertRowid);
        return { listId, added: mergeInto(listId, input.lines, input.time) };
      });
    },

    addLines(input: { companyId: number; listId: number; lines: readonly LineToSave[]; key: string; time: string }) {
      return once(input.companyId, input.key, input.time, () => {
        if (!q.byId.get(input.listId)) throw new SaveRefusal('missing');
        const added = mergeInto(input.listId, input.lines, input.time);
        q.touch.run(input.time, input.listId);
        return { listId: input.listId, added };
      });
    },

    /** false when another list of the company already has the name */
    rename(companyId: number, listId: number, name: string, time: string): boolean {
      return db.transaction(() => {
        const holder = q.byName.get(companyId, name) as { list_id: number } | undefined;
        if (holder && holder.list_id !== listId) return false;
        q.rename.run(name, time, listId);
        return true;
      })();
    },

    setQuantity(line: ReorderLineRow, quantity: number, time: string): void {
      db.transaction(() => {
        q.setQuantity.run(quantity, line.line_id);
        q.touch.run(time, line.list_id);
      })();
    },

    removeLine(line: ReorderLineRow, time: string): void {
      db.transaction(() => {
        q.deleteLine.run(line.line_id);
        q.touch.run(time, line.list_id);
      })();
    },

    remove(listId: number): void {
      db.transaction(() => {
        q.deleteLines.run(listId);
        q.deleteList.run(listId);
      })();
    },
  };
}

export type ReorderListStore = ReturnType<typeof createReorderListStore>;
