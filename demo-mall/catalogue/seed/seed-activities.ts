// Seckill (限时秒杀) slots with their products and presell (预售) campaigns in all three phases.
// Activity products are copies of normal products with their own ids, as CRMEB stores them.
import { toFen } from '#shared/money.ts';
import type { PresellInfo, Product, SeckillInfo, SeckillSlot } from '../catalogue-types.ts';
import { assetUrl } from '../../core/pictures.ts';
import { createRng, hashString, roundMoney } from '../../core/prng.ts';
import { skuUnique } from './seed-catalogue.ts';

export const SECKILL_HOURS = [0, 8, 10, 12, 14, 16, 18, 20, 22];
export const SECKILL_PER_SLOT = 3;
export const SECKILL_FIRST_ID = 2001;
export const PRESELL_FIRST_PRODUCT_ID = 3001;
/** presell ids 1..4 upcoming, 5..9 running, 10..12 ended */
export const PRESELL_PHASES: Array<0 | 1 | 2> = [0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2];

function copyProduct(source: Product, productId: number, productType: 1 | 2, priceFactor: number, stockCap: number, seed: string): Product {
  const rng = createRng(hashString(seed));
  const skus = source.skus.map((sku) => {
    const unique = skuUnique(productId, sku.sku);
    // sku.price / 100 is the exact yuan value the seed drew, so the activity price is the same whole cents.
    const price = toFen(roundMoney(Math.max(0.5, (sku.price / 100) * priceFactor)));
    return {
      ...sku,
      unique,
      price,
      ot_price: sku.price,
      svip_price: price,
      stock: rng.int(0, stockCap),
      sales: rng.int(5, stockCap * 2),
      image: sku.values.length > 0 ? assetUrl('sku', unique) : source.image,
    };
  });
  const cheapest = skus.reduce((a, b) => (b.price < a.price ? b : a));
  return {
    ...source,
    product_id: productId,
    product_type: productType,
    old_product_id: source.product_id,
    skus,
    price: cheapest.price,
    ot_price: cheapest.ot_price,
    svip_price: cheapest.price,
    stock: skus.reduce((s, k) => s + k.stock, 0),
    sales: skus.reduce((s, k) => s + k.sales, 0),
    once_min_count: 0,
    once_max_count: productType === 1 ? 2 : 0,
    pay_limit: productType === 1 ? 1 : 0,
  };
}

export function buildSeckill(
  products: Product[],
  firstId = SECKILL_FIRST_ID,
): { slots: SeckillSlot[]; infos: SeckillInfo[]; copies: Product[] } {
  const slots: SeckillSlot[] = SECKILL_HOURS.map((hour, i) => ({
    seckill_time_id: i + 1,
    title: `${String(hour).padStart(2, '0')}:00场`,
    start_time: hour,
    end_time: SECKILL_HOURS[i + 1] ?? 24,
    pic: assetUrl('banner', `seckill-${i + 1}`),
  }));
  const infos: SeckillInfo[] = [];
  const copies: Product[] = [];
  const inStock = products.filter((p) => p.stock > 0);
  slots.forEach((slot, si) => {
    for (let k = 0; k < SECKILL_PER_SLOT; k++) {
      const productId = firstId + copies.length;
      const source = inStock[(si * 37 + k * 11 + 5) % inStock.length] as Product;
      const copy = copyProduct(source, productId, 1, 0.62 + k * 0.05, 60, `seckill:${productId}`);
      // one product per slot is sold out so the 已抢 100% state shows
      if (k === 2) for (const sku of copy.skus) sku.stock = 0;
      copy.stock = copy.skus.reduce((s, x) => s + x.stock, 0);
      copy.store_name = `【秒杀】${source.store_name}`;
      copies.push(copy);
      infos.push({
        product_id: productId,
        slot_id: slot.seckill_time_id,
        start_hour: slot.start_time,
        end_hour: slot.end_time,
        quota: copy.stock + copy.sales,
        once_max_count: 2,
      });
    }
  });
  return { slots, infos, copies };
}

export function buildPresell(
  products: Product[],
  now: Date,
  firstId = PRESELL_FIRST_PRODUCT_ID,
): { infos: PresellInfo[]; copies: Product[] } {
  const infos: PresellInfo[] = [];
  const copies: Product[] = [];
  const day = 24 * 3600 * 1000;
  const candidates = products.filter((p) => p.stock > 0 && p.price >= 2_000);
  PRESELL_PHASES.forEach((phase, i) => {
    const presellId = i + 1;
    const productId = firstId + i;
    const source = candidates[(i * 23 + 3) % candidates.length] as Product;
    const presellType: 1 | 2 = i % 2 === 0 ? 2 : 1;
    const copy = copyProduct(source, productId, 2, 0.85, 300, `presell:${productId}`);
    copy.store_name = `【预售】${source.store_name}`;
    if (presellType === 2) for (const sku of copy.skus) sku.down_price = toFen(Math.max(1, Math.round((sku.price / 100) * 0.2)));
    const start =
      phase === 0
        ? new Date(now.getTime() + (i + 1) * day)
        : phase === 1
          ? new Date(now.getTime() - (i - 2) * day)
          : new Date(now.getTime() - (20 + i) * day);
    const end =
      phase === 0
        ? new Date(start.getTime() + 7 * day)
        : phase === 1
          ? new Date(now.getTime() + (i - 1) * day)
          : new Date(now.getTime() - (8 + i) * day);
    const finalStart = presellType === 2 ? new Date(end.getTime() + 3600 * 1000) : null;
    const finalEnd = finalStart ? new Date(finalStart.getTime() + 3 * day) : null;
    const rng = createRng(hashString(`presell:${presellId}`));
    const tattendOne = phase === 0 ? 0 : rng.int(20, 400);
    copies.push(copy);
    infos.push({
      product_presell_id: presellId,
      product_id: productId,
      mer_id: copy.mer_id,
      store_name: copy.store_name,
      presell_type: presellType,
      start_time: start,
      end_time: end,
      final_start_time: finalStart,
      final_end_time: finalEnd,
      delivery_type: presellType === 2 ? 2 : i % 3 === 0 ? 3 : 1,
      delivery_day: 3 + (i % 5),
      pay_count: 0,
      tattend_one: tattendOne,
      tattend_two: presellType === 2 ? Math.floor(tattendOne * 0.7) : 0,
      seles: phase === 0 ? 0 : copy.sales,
    });
  });
  return { infos, copies };
}
