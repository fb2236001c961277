// The product snapshot a line was bought as (cart_info: an object, or its JSON text in the order answers) and the
// name, picture and SKU every line view reads from it, written once for the order, logistics, refund and
// confirm views.
export interface LineGoods {
  name: string;
  /** the SKU's own picture, else the product's */
  image: string;
  sku: string;
}

export interface RawCartInfo {
  product?: { product_id?: number; store_name?: string; image?: string } | null;
  productAttr?: { sku?: string; bar_code?: string; image?: string; price?: string } | null;
}

export function cartInfoOf(value: RawCartInfo | string | null | undefined): RawCartInfo {
  if (!value) return {};
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as RawCartInfo;
  } catch {
    return {};
  }
}

export function lineGoodsOf(info: RawCartInfo): LineGoods {
  return {
    name: info.product?.store_name ?? '',
    image: info.productAttr?.image || info.product?.image || '',
    sku: info.productAttr?.sku ?? '',
  };
}
