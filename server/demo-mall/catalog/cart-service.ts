// Cart rules: validation in CRMEB's order and wording, merging of the same SKU, buy-now lines
// (is_new = 1) kept out of the cart list and the count.
import { formatDateTime, money } from '../envelope.ts';
import { presellStatus, slotStatus } from './activity-clock.ts';
import type { CatalogStore } from './catalog-store.ts';
import type { Product, Sku } from './catalog-types.ts';
import { uidOf, type CartLine } from './user-state.ts';

export type CartResult<T> = { ok: true; value: T } | { ok: false; message: string };

const INTEGER = /^-?\d+$/;

function checkQuantity(product: Product, sku: Sku, total: number): string | null {
  if (product.once_min_count > 0 && total < product.once_min_count) return `购买数量不能少于 ${product.once_min_count} 件`;
  if (product.once_max_count > 0 && total > product.once_max_count) return `单次购买限制 ${product.once_max_count} 件`;
  if (total > sku.stock) return '库存不足';
  return null;
}

function checkActivity(store: CatalogStore, product: Product, now: Date): string | null {
  if (product.product_type === 1) {
    const info = store.seckillByProduct.get(product.product_id);
    if (!info) return '商品不存在';
    const status = slotStatus({ start_time: info.start_hour, end_time: info.end_hour }, now);
    if (status === 2) return '秒杀活动未开始';
    if (status === 0) return '秒杀活动已结束';
  }
  if (product.product_type === 2) {
    const info = store.presellByProduct.get(product.product_id);
    if (!info) return '商品不存在';
    const status = presellStatus(info, now);
    if (status === 0) return '预售活动未开始';
    if (status === 2) return '预售活动已结束';
  }
  return null;
}

export function addToCart(
  store: CatalogStore,
  key: string,
  input: { product_id: string; product_attr_unique: string; cart_num: string; is_new: string; product_type: string },
): CartResult<{ cart_id: number }> {
  if (!input.product_id || input.product_id === '0') return { ok: false, message: '商品ID不能为空' };
  if (input.cart_num === '') return { ok: false, message: '购买数量不能为空' };
  if (!INTEGER.test(input.cart_num)) return { ok: false, message: '购买数量必须是整数' };
  const cartNum = Number.parseInt(input.cart_num, 10);
  if (cartNum <= 0) return { ok: false, message: '购买数量必须大于 0' };
  const productType = input.product_type === '' ? 0 : Number(input.product_type);
  if (![0, 1, 2, 3, 4].includes(productType)) return { ok: false, message: '商品类型错误' };
  const product = store.productById.get(Number(input.product_id));
  if (!product) return { ok: false, message: '商品已下架' };
  if (product.product_type !== productType) return { ok: false, message: '商品类型错误' };
  const isNew = input.is_new === '1' || input.is_new === 'true' ? 1 : 0;
  if (product.product_type !== 0 && !isNew) return { ok: false, message: '活动商品不能加入购物车' };
  const activityError = checkActivity(store, product, new Date());
  if (activityError) return { ok: false, message: activityError };
  const sku = input.product_attr_unique
    ? product.skus.find((s) => s.unique === input.product_attr_unique)
    : product.skus.length === 1
      ? product.skus[0]
      : undefined;
  if (!input.product_attr_unique && !sku) return { ok: false, message: '请选择商品规格' };
  if (!sku) return { ok: false, message: 'SKU不存在' };

  const lines = store.state.bucket(store.state.carts, key);
  const existing = isNew ? undefined : lines.find((l) => l.is_new === 0 && l.product_attr_unique === sku.unique && l.product_type === productType);
  const total = (existing?.cart_num ?? 0) + cartNum;
  const quantityError = checkQuantity(product, sku, total);
  if (quantityError) return { ok: false, message: quantityError };
  if (existing) {
    existing.cart_num = total;
    return { ok: true, value: { cart_id: existing.cart_id } };
  }
  const line: CartLine = {
    cart_id: store.state.nextId(),
    key,
    uid: uidOf(key),
    mer_id: product.mer_id,
    product_type: productType,
    product_id: product.product_id,
    product_attr_unique: sku.unique,
    cart_num: cartNum,
    source: 0,
    source_id: 0,
    is_pay: 0,
    is_del: 0,
    is_new: isNew,
    is_fail: 0,
    create_time: formatDateTime(new Date()),
  };
  lines.push(line);
  return { ok: true, value: { cart_id: line.cart_id } };
}

export function changeCart(store: CatalogStore, key: string, cartId: number, cartNumRaw: string, uniqueRaw: string): CartResult<null> {
  const cartNum = INTEGER.test(cartNumRaw) ? Number.parseInt(cartNumRaw, 10) : 0;
  if (cartNum <= 0) return { ok: false, message: '数量必须大于0' };
  const line = (store.state.carts.get(key) ?? []).find((l) => l.cart_id === cartId);
  if (!line) return { ok: false, message: '购物车信息不存在' };
  const product = store.productById.get(line.product_id);
  const sku = product?.skus.find((s) => s.unique === (uniqueRaw || line.product_attr_unique));
  if (!product || !sku) return { ok: false, message: 'SKU不存在' };
  const quantityError = checkQuantity(product, sku, cartNum);
  if (quantityError) return { ok: false, message: quantityError };
  line.cart_num = cartNum;
  line.product_attr_unique = sku.unique;
  return { ok: true, value: null };
}

export function deleteCarts(store: CatalogStore, key: string, ids: number[]): CartResult<number> {
  if (ids.length === 0) return { ok: false, message: '参数错误' };
  const lines = store.state.carts.get(key) ?? [];
  const wanted = new Set(ids);
  const kept = lines.filter((l) => !wanted.has(l.cart_id));
  store.state.carts.set(key, kept);
  return { ok: true, value: lines.length - kept.length };
}

/** Pieces in the cart (buy-now lines excluded). */
export function cartCount(store: CatalogStore, key: string): number {
  return (store.state.carts.get(key) ?? []).reduce((sum, l) => (l.is_new === 0 ? sum + l.cart_num : sum), 0);
}

function toCartRow(store: CatalogStore, line: CartLine) {
  const product = store.productById.get(line.product_id);
  const sku = product?.skus.find((s) => s.unique === line.product_attr_unique);
  const { key: _key, ...row } = line;
  return {
    ...row,
    product: product
      ? { product_id: product.product_id, image: product.image, store_name: product.store_name, is_show: 1, status: 1, is_del: 0, unit_name: product.unit_name, price: money(product.price), ot_price: money(product.ot_price), mer_status: 1, temp_id: product.temp_id, once_min_count: product.once_min_count, once_max_count: product.once_max_count, pay_limit: product.pay_limit, product_type: product.product_type }
      : null,
    productAttr: sku && product
      ? { product_id: product.product_id, stock: sku.stock, price: money(sku.price), ot_price: money(sku.ot_price), unique: sku.unique, sku: sku.sku, image: sku.image, svip_price: money(sku.svip_price), show_svip_price: true }
      : null,
  };
}

/** Lines grouped by merchant (newest first); lines whose SKU vanished or sold out go to `fail`. */
export function cartList(store: CatalogStore, key: string) {
  const lines = [...(store.state.carts.get(key) ?? [])].filter((l) => l.is_new === 0).reverse();
  const groups = new Map<number, ReturnType<typeof toCartRow>[]>();
  const failed: ReturnType<typeof toCartRow>[] = [];
  for (const line of lines) {
    const row = toCartRow(store, line);
    if (!row.productAttr || row.productAttr.stock <= 0) {
      failed.push(row);
      continue;
    }
    const list = groups.get(line.mer_id);
    if (list) list.push(row);
    else groups.set(line.mer_id, [row]);
  }
  const list = [...groups.entries()].map(([merId, carts]) => {
    const m = store.merchantById.get(merId);
    return {
      mer_id: merId,
      mer_name: m?.mer_name ?? '',
      mer_state: 1,
      mer_avatar: m?.mer_avatar ?? '',
      is_trader: m?.is_trader ?? 0,
      type_id: m?.type_id ?? 0,
      type_name: m ? store.merchantTypeById.get(m.type_id)?.type_name ?? '' : '',
      openReceipt: 1,
      hasCoupon: store.coupons.some((c) => c.mer_id === merId),
      list: carts,
    };
  });
  return { list, fail: failed };
}
