// Favourite products (relation types 0-4) and followed stores (type 10), in the database. A product is
// favourited once whatever its relation type, a store followed once.
import type { DemoMallDatabase } from '../db/database.ts';

export const MERCHANT_RELATION = 10;

export interface Relation {
  type_id: number;
  type: number;
  create_time: string;
}

const isMerchant = (type: number): 0 | 1 => (type === MERCHANT_RELATION ? 1 : 0);

export function createRelationStore(db: DemoMallDatabase) {
  const q = {
    insert: db.prepare('INSERT OR IGNORE INTO relations (principal, is_merchant, type, type_id, create_time) VALUES (?, ?, ?, ?, ?)'),
    remove: db.prepare('DELETE FROM relations WHERE principal = ? AND is_merchant = ? AND type_id = ?'),
    exists: db.prepare('SELECT 1 FROM relations WHERE principal = ? AND is_merchant = ? AND type_id = ?'),
    list: db.prepare('SELECT type_id, type, create_time FROM relations WHERE principal = ? AND is_merchant = ? ORDER BY seq DESC'),
    count: db.prepare('SELECT COUNT(*) AS n FROM relations WHERE principal = ? AND is_merchant = ?'),
    followers: db.prepare('SELECT COUNT(*) AS n FROM relations WHERE is_merchant = 1 AND type_id = ?'),
  };

  return {
    /** false when the principal already has this relation */
    add(principal: string, type: number, typeId: number, createTime: string): boolean {
      return q.insert.run(principal, isMerchant(type), type, typeId, createTime).changes === 1;
    },
    removeAll: db.transaction((principal: string, type: number, typeIds: readonly number[]): void => {
      for (const id of typeIds) q.remove.run(principal, isMerchant(type), id);
    }),
    has: (principal: string, type: number, typeId: number): boolean => q.exists.get(principal, isMerchant(type), typeId) !== undefined,
    /** newest first */
    list: (principal: string, type: number): Relation[] => q.list.all(principal, isMerchant(type)) as Relation[],
    count: (principal: string, type: number): number => (q.count.get(principal, isMerchant(type)) as { n: number }).n,
    followerCount: (merId: number): number => (q.followers.get(merId) as { n: number }).n,
  };
}

export type RelationStore = ReturnType<typeof createRelationStore>;
