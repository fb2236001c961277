// 加入常购清单 and 申请报价 for the chosen SKU and quantity on a product page, loaded only for a company buyer
// (DetailActions.tsx).
import { RequestQuote } from '../../quotes/index.ts';
import { AddToReorderList } from '../../reorder-lists/index.ts';
import type { DetailData, SkuRow } from './detail-types.ts';

/** 加入常购清单 and 申请报价 for the chosen SKU and quantity (each shows itself only to a company buyer). */
export function CompanyLineButtons({ product, sku, quantity }: { product: DetailData['product']; sku: SkuRow; quantity: number }) {
  return (
    <>
      <AddToReorderList lines={[{ productId: product.product_id, unique: sku.unique, quantity }]} />
      <RequestQuote
        source="product"
        lines={[
          {
            productId: product.product_id,
            unique: sku.unique,
            quantity,
            name: product.store_name,
            sku: sku.sku,
            merId: product.merchant?.mer_id ?? 0,
          },
        ]}
      />
    </>
  );
}
