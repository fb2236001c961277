// Where a product card leads: seckill and presell items open their own detail pages.
import { goodsDetailHref, presellDetailHref, seckillDetailHref } from '#shared/route-links.ts';
import type { SpuItem } from '../browse/types.ts';

export function productHref(item: Pick<SpuItem, 'product_id' | 'product_type' | 'activity_id'>): string {
  if (item.product_type === 1) return seckillDetailHref(item.product_id);
  if (item.product_type === 2 && item.activity_id) return presellDetailHref(item.activity_id);
  return goodsDetailHref(item.product_id);
}
