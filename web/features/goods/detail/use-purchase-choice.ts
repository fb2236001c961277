// The buyer's choice on a detail page (PurchasePanel.tsx): the SKU picked row by row, its stock, an agreement's
// terms under 企业 (the first quantity, the step, the price break), the quantity bounds and the quantity itself,
// which a new SKU pulls back inside its own bounds.
import { useMemo, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { firstAllowedQty } from '#shared/pricing/agreement-price.ts';
import type { DetailData, SkuRow } from './detail-types.ts';
import { initialChoice, quantityBounds, skuFor } from './sku-logic.ts';

export function usePurchaseChoice(data: DetailData, onSkuImage: (image: string | undefined) => void) {
  const { product, variant, seckill } = data;
  const { layout } = usePageContext();
  const skus = product.sku;
  const [choice, setChoice] = useState(() => initialChoice(product.attr, skus));
  const sku: SkuRow | undefined = skuFor(choice, skus) ?? Object.values(skus)[0];
  const stock = sku ? Number(sku.stock) : Number(product.stock);
  // under 企业: the chosen SKU's agreement sets the first quantity, the step and the price break (AgreementTiers)
  const agreement = variant === 'normal' ? layout.agreementPrices?.find((terms) => terms.unique === sku?.unique) : undefined;
  const onMin = Math.max(Number(product.once_min_count) || 0, agreement ? firstAllowedQty(agreement) : 0);
  const onMax =
    variant === 'seckill' ? Number(seckill?.once_max_count ?? product.once_max_count) || 0 : Number(product.once_max_count) || 0;
  const bounds = useMemo(() => quantityBounds(stock, onMin, onMax), [stock, onMin, onMax]);
  const [quantity, setQuantity] = useState(bounds.min);

  const choose = (row: number, value: string) => {
    const next = [...choice];
    next[row] = value;
    setChoice(next);
    const nextSku = skuFor(next, skus);
    onSkuImage(nextSku?.image);
    if (nextSku)
      setQuantity((q) =>
        Math.max(Math.min(q, quantityBounds(nextSku.stock, onMin, onMax).max), quantityBounds(nextSku.stock, onMin, onMax).min),
      );
  };
  return { choice, choose, sku, stock, agreement, onMin, onMax, bounds, quantity, setQuantity };
}
