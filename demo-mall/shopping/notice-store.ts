// 到货通知 subscriptions (who wants to hear about a sold-out SKU), in the database; one per principal and SKU.
import { formatDateTime } from '../core/envelope.ts';
import type { DemoMallDatabase } from '../db/database.ts';

export function createNoticeStore(db: DemoMallDatabase) {
  const insert = db.prepare('INSERT OR IGNORE INTO arrival_notices (principal, product_id, sku_unique, create_time) VALUES (?, ?, ?, ?)');
  return {
    subscribe(principal: string, productId: number, skuUnique: string): void {
      insert.run(principal, productId, skuUnique, formatDateTime(new Date()));
    },
  };
}

export type NoticeStore = ReturnType<typeof createNoticeStore>;
