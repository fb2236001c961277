// Merchant settlement applications (商户入驻), in the database, each owned by the principal that sent it.
import type { DemoMallDatabase } from '../db/database.ts';

export interface IntentionFields {
  phone: string;
  name: string;
  mer_name: string;
  merchant_category_id: number;
  mer_type_id: number;
  images: string[];
}

export interface Intention extends IntentionFields {
  mer_intention_id: number;
  principal: string;
  /** 0 pending, 1 approved, 2 rejected */
  status: 0 | 1 | 2;
  fail_msg: string;
  mark: string;
  create_time: string;
  update_time: string;
}

type IntentionRow = Omit<Intention, 'images'> & { images: string };

const toIntention = (row: IntentionRow): Intention => ({ ...row, images: JSON.parse(row.images) as string[] });

export function createIntentionStore(db: DemoMallDatabase) {
  const insert = db.prepare(`
    INSERT INTO merchant_intentions (principal, phone, name, mer_name, merchant_category_id, mer_type_id, images, create_time, update_time)
    VALUES (@principal, @phone, @name, @mer_name, @merchant_category_id, @mer_type_id, @images, @now, @now)`);
  const list = db.prepare('SELECT * FROM merchant_intentions WHERE principal = ? ORDER BY mer_intention_id DESC');
  const find = db.prepare('SELECT * FROM merchant_intentions WHERE principal = ? AND mer_intention_id = ?');
  // An approved application stays as it is, even if it was approved between the check and this write.
  const update = db.prepare(`
    UPDATE merchant_intentions
    SET phone = @phone, name = @name, mer_name = @mer_name, merchant_category_id = @merchant_category_id,
        mer_type_id = @mer_type_id, images = @images, status = 0, fail_msg = '', update_time = @now
    WHERE mer_intention_id = @id AND status != 1`);

  const all = db.prepare('SELECT * FROM merchant_intentions ORDER BY mer_intention_id DESC LIMIT ?');
  const byId = db.prepare('SELECT * FROM merchant_intentions WHERE mer_intention_id = ?');
  // Only a pending application is reviewed, so a stale console form changes nothing.
  const review = db.prepare(
    'UPDATE merchant_intentions SET status = @status, fail_msg = @fail_msg, update_time = @now WHERE mer_intention_id = @id AND status = 0',
  );

  return {
    /** every shopper's applications, newest first (the demo merchant console) */
    recent: (limit: number): Intention[] => (all.all(limit) as IntentionRow[]).map(toIntention),
    byId(id: number): Intention | undefined {
      const row = byId.get(id) as IntentionRow | undefined;
      return row ? toIntention(row) : undefined;
    },
    /** approve (1) or reject (2, with the reason) a pending application; false when it is not pending */
    review(id: number, status: 1 | 2, failMsg: string, now: string): boolean {
      return review.run({ id, status, fail_msg: status === 2 ? failMsg : '', now }).changes === 1;
    },
    create(principal: string, fields: IntentionFields, now: string): number {
      return Number(insert.run({ principal, ...fields, images: JSON.stringify(fields.images), now }).lastInsertRowid);
    },
    /** newest first */
    list: (principal: string): Intention[] => (list.all(principal) as IntentionRow[]).map(toIntention),
    find(principal: string, id: number): Intention | undefined {
      const row = find.get(principal, id) as IntentionRow | undefined;
      return row ? toIntention(row) : undefined;
    },
    /** false when the application was approved meanwhile */
    update(id: number, fields: IntentionFields, now: string): boolean {
      return update.run({ id, ...fields, images: JSON.stringify(fields.images), now }).changes === 1;
    },
  };
}

export type IntentionStore = ReturnType<typeof createIntentionStore>;
