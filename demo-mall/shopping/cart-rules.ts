// Cart rules: quantity, stock and activity checks in CRMEB's order and wording, merging of the same SKU, and
// buy-now lines (is_new = 1) kept out of the cart list and the count. Field rules are checked with zod first.
import { z } from 'zod';
import { formatDateTime } from '../core/envelope.ts';
import { integerOf, isAbsent } from '../core/param-readers.ts';
import { joined, paramsOf } from '../core/param-schemas.ts';
import { presellStatus, slotStatus } from '../catalogue/activity-clock.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { Product, Sku } from '../catalogue/catalogue-types.ts';
import type { CartQuantityRule } from './agreed-prices-port.ts';
import type { CartStore } from './cart-store.ts';
import { SEED_STOCK_LEVELS, type StockLevels } from '../catalogue/stock-levels.ts';

export type CartResult<T> = { ok: true; value: T } | { ok: false; message: string };

const PRODUCT_TYPES = [0, 1, 2, 3, 4];

/** POST /api/user/cart/create: the field rules, in the order CRMEB reports them. */
export const CartCreateParams = paramsOf({
  product_id: z
    .unknown()
    .optional()
    .refine((v) => (typeof v === 'string' || typeof v === 'number') && String(v) !== '' && String(v) !== '0', '商品ID不能为空')
    .transform(String),
  // A number or its text only: `[1]` is refused, not read as 1.
  cart_num: z
    .unknown()
    .optional()
    .refine((v) => !isAbsent(v), '购买数量不能为空')
    .refine((v) => isAbsent(v) || Number.isInteger(integerOf(v)), '购买数量必须是整数')
    .refine((v) => !Number.isInteger(integerOf(v)) || integerOf(v) > 0, '购买数量必须大于 0')
    .transform(integerOf),
  product_type: z
    .unknown()
    .optional()
    .transform((v) => (isAbsent(v) ? 0 : integerOf(v)))
    .refine((v) => PRODUCT_TYPES.includes(v), '商品类型错误'),
  product_attr_unique: joined,
  is_new: joined.transform((v): 0 | 1 => (v === '1' || v === 'true' ? 1 : 0)),
});

/** POST /api/user/cart/change/:id */
export const CartChangeParams = paramsOf({
  cart_num: z
    .unknown()
    .optional()
    .transform(integerOf)
    .refine((n) => Number.isInteger(n) && n > 0, '数量必须大于0'),
  product_attr_unique: joined,
});

export type CartCreate = z.output<typeof CartCreateParams>;

/** POST /api/user/cart/again: an earlier order's lines, each as cart/create reads it. */
export const CartAgainParams = paramsOf({
  data: z.array(z.unknown(), { error: '参数错误' }).min(1, '参数错误'),
});

/** Thrown inside again()'s transaction so one refused line leaves no line behind. */
class AgainRefusal extends Error {}

function checkQuantity(product: Product, sku: Sku, total: number, levels: StockLevels): string | null {
  if (product.once_min_count > 0 && total < product.once_min_count) return `购买数量不能少于 ${product.once_min_count} 件`;
  if (product.once_max_count > 0 && total > product.once_max_count) return `单次购买限制 ${product.once_max_count} 件`;
  if (total > levels.skuStock(sku)) return '库存不足';
  return null;
}

function checkActivity(catalogue: Catalogue, product: Product, now: Date): string | null {
  if (product.product_type === 1) {
    const info = catalogue.activities.seckillByProduct.get(product.product_id);
    if (!info) return '商品不存在';
    const status = slotStatus({ start_time: info.start_hour, end_time: info.end_hour }, now);
    if (status === 2) return '秒杀活动未开始';
    if (status === 0) return '秒杀活动已结束';
  }
  if (product.product_type === 2) {
    const info = catalogue.activities.presellByProduct.get(product.product_id);
    if (!info) return '商品不存在';
    const status = presellStatus(info, now);
    if (status === 0) return '预售活动未开始';
    if (status === 2) return '预售活动已结束';
  }
  return null;
}

export function createCartRules(
  catalogue: Catalogue,
  carts: CartStore,
  levels: StockLevels = SEED_STOCK_LEVELS,
  /** 企业协议价's 起订量 and 倍数 (shopping/agreed-prices-port.ts); none for carts that are checked at order/check */
  agreedQuantity?: CartQuantityRule,
) {
  const { productById } = catalogue.goods;

  const rules = {
    /** Adds a line, or merges into the same SKU's line; the check and the write are one transaction. */
    add(principal: string, input: CartCreate): CartResult<{ cart_id: number }> {
      const product = productById.get(Number(input.product_id));
      if (!product) return { ok: false, message: '商品已下架' };
      if (product.product_type !== input.product_type) return { ok: false, message: '商品类型错误' };
      if (product.product_type !== 0 && !input.is_new) return { ok: false, message: '活动商品不能加入购物车' };
      const activityError = checkActivity(catalogue, product, new Date());
      if (activityError) return { ok: false, message: activityError };
      const unique = input.product_attr_unique;
      const sku = unique ? product.skus.find((s) => s.unique === unique) : product.skus.length === 1 ? product.skus[0] : undefined;
      if (!unique && !sku) return { ok: false, message: '请选择商品规格' };
      if (!sku) return { ok: false, message: 'SKU不存在' };

      return carts.atomically((): CartResult<{ cart_id: number }> => {
        const existing = input.is_new ? undefined : carts.mergeable(principal, sku.unique, input.product_type);
        const total = (existing?.cart_num ?? 0) + input.cart_num;
        const quantityError = checkQuantity(product, sku, total, levels) ?? agreedQuantity?.(principal, sku.unique, total) ?? null;
        if (quantityError) return { ok: false, message: quantityError };
        if (existing) {
          carts.update(existing.cart_id, total, existing.sku_unique);
          return { ok: true, value: { cart_id: existing.cart_id } };
        }
        const cartId = carts.insert({
          principal,
          mer_id: product.mer_id,
          product_type: input.product_type,
          product_id: product.product_id,
          sku_unique: sku.unique,
          cart_num: input.cart_num,
          is_new: input.is_new,
          create_time: formatDateTime(new Date()),
        });
        return { ok: true, value: { cart_id: cartId } };
      });
    },

    /**
     * Buy again: every line becomes a buy-now line (is_new = 1) of the product's own type, checked as
     * cart/create checks it; the first refusal is answered and no line is kept.
     */
    again(principal: string, lines: readonly unknown[]): CartResult<{ cart_id: number[] }> {
      try {
        return carts.atomically(() => {
          const ids: number[] = [];
          for (const raw of lines) {
            const fields = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
            const product = productById.get(Number(fields.product_id));
            const input = CartCreateParams.safeParse({ ...fields, is_new: 1, product_type: product?.product_type ?? 0 });
            if (!input.success) throw new AgainRefusal(input.error.issues[0]?.message ?? '参数错误');
            const added = rules.add(principal, input.data);
            if (!added.ok) throw new AgainRefusal(added.message);
            ids.push(added.value.cart_id);
          }
          return { ok: true as const, value: { cart_id: ids } };
        });
      } catch (error) {
        if (error instanceof AgainRefusal) return { ok: false, message: error.message };
        throw error;
      }
    },

    change(principal: string, cartId: number, cartNum: number, uniqueRaw: string): CartResult<null> {
      return carts.atomically((): CartResult<null> => {
        const line = carts.find(principal, cartId);
        if (!line) return { ok: false, message: '购物车信息不存在' };
        const product = productById.get(line.product_id);
        const sku = product?.skus.find((s) => s.unique === (uniqueRaw || line.sku_unique));
        if (!product || !sku) return { ok: false, message: 'SKU不存在' };
        const quantityError = checkQuantity(product, sku, cartNum, levels) ?? agreedQuantity?.(principal, sku.unique, cartNum) ?? null;
        if (quantityError) return { ok: false, message: quantityError };
        carts.update(line.cart_id, cartNum, sku.unique);
        return { ok: true, value: null };
      });
    },
  };
  return rules;
}

export type CartRules = ReturnType<typeof createCartRules>;
