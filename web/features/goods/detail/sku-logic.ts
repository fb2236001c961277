// SKU choice: the key is the chosen values joined with ',' (CRMEB's sku map). A value is unavailable
// when no in-stock SKU combines it with the other rows' current choices.
import type { AttrRow, SkuRow } from './detail-types.ts';

export function initialChoice(attrs: AttrRow[], skus: Record<string, SkuRow>): string[] {
  // First value of each row (the original preselects it); prefer the first in-stock combination.
  const firstInStock = Object.values(skus).find((sku) => sku.stock > 0) ?? Object.values(skus)[0];
  const fromSku = firstInStock?.sku ? firstInStock.sku.split(',') : [];
  if (fromSku.length === attrs.length && attrs.every((row, i) => row.attr_values.includes(fromSku[i] ?? ''))) {
    const first = attrs.map((row) => row.attr_values[0] ?? '');
    const firstSku = skus[first.join(',')];
    return firstSku && firstSku.stock > 0 ? first : fromSku;
  }
  return attrs.map((row) => row.attr_values[0] ?? '');
}

export function skuFor(choice: string[], skus: Record<string, SkuRow>): SkuRow | undefined {
  return skus[choice.join(',')];
}

export function isValueAvailable(row: number, value: string, choice: string[], skus: Record<string, SkuRow>): boolean {
  const next = [...choice];
  next[row] = value;
  const sku = skus[next.join(',')];
  return Boolean(sku && sku.stock > 0);
}

/** Limits of the quantity stepper: once_min_count, once_max_count (0 = none) and stock. */
export function quantityBounds(stock: number, onceMin = 0, onceMax = 0): { min: number; max: number } {
  const min = Math.max(1, onceMin || 1);
  const caps = [stock, onceMax > 0 ? onceMax : Number.POSITIVE_INFINITY];
  const max = Math.max(0, Math.min(...caps));
  return { min, max };
}

export function clampQuantity(value: number, bounds: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return bounds.min;
  return Math.max(bounds.min, Math.min(Math.floor(value), Math.max(bounds.min, bounds.max)));
}
