// Title, price, coupons, shipping, guarantees, SKU rows, quantity and the buy buttons of a detail page.
import { usePageContext } from 'vike-react/usePageContext';
import { money, toFen } from '#shared/money.ts';
import { agreedShown } from '#shared/pricing/shown-price.ts';
import { ActivityBar } from './ActivityBar.tsx';
import { AgreementTiers } from './AgreementTiers.tsx';
import { CouponList } from './CouponList.tsx';
import { DetailActions, ShippingAndGuarantees } from './DetailActions.tsx';
import type { DetailData } from './detail-types.ts';
import { PresellSteps } from './PresellSteps.tsx';
import { PriceBlock } from './PriceBlock.tsx';
import { PartNumber } from '../PartNumber.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';
import { SkuRows } from './SkuRows.tsx';
import { usePurchaseChoice } from './use-purchase-choice.ts';

export function PurchasePanel({ data, onSkuImage }: { data: DetailData; onSkuImage: (image: string | undefined) => void }) {
  const { product, variant, seckill, presell } = data;
  const { layout } = usePageContext();
  const { choice, choose, sku, stock, agreement, onMin, onMax, bounds, quantity, setQuantity } = usePurchaseChoice(data, onSkuImage);
  const soldOut = stock <= 0;
  const productType = variant === 'seckill' ? 1 : variant === 'presell' ? 2 : 0;
  const activityClosed =
    (variant === 'seckill' && seckill?.seckill_status !== 1) || (variant === 'presell' && presell?.presell_status !== 1);

  return (
    <div className="detail-info">
      <h1 className="detail-title">
        {product.merchant?.is_trader === 1 ? <span className="tag-self">自营</span> : null}
        {variant === 'seckill' ? <span className="tag-seckill">秒杀</span> : null}
        {product.store_name}
      </h1>
      {product.store_info ? <p className="detail-subtitle">{product.store_info}</p> : null}
      <PartNumber name={product.store_name} barCode={sku?.bar_code} className="part-number detail-part-number" />
      <ActivityBar variant={variant} seckill={seckill} presell={presell} />
      <PriceBlock
        sku={sku && agreement ? { ...sku, shown: agreedShown(sku, [agreement], toFen(sku.price), quantity) ?? sku.shown } : sku}
        fallback={product}
        sales={product.sales}
        svipOn={layout.svipSwitchOn && !(layout.session.entity === 'COMPANY' && layout.session.hasCompany)}
      />
      {agreement ? <AgreementTiers terms={agreement} quantity={quantity} /> : null}
      {variant === 'presell' && presell && presell.presell_type === 2 && sku?.down_price ? (
        <p className="detail-deposit">
          支付定金 <b className="price">¥{money(sku.down_price)}</b> 起，尾款 ¥{money(sku.final_price)}
        </p>
      ) : null}
      {variant === 'presell' && presell ? <PresellSteps presell={presell} /> : null}
      <CouponList coupons={data.coupons} />
      <ShippingAndGuarantees product={product} />
      <SkuRows attrs={product.attr} skus={product.sku} choice={choice} onChoose={choose} />
      <QuantityStepper
        value={quantity}
        bounds={bounds}
        stock={stock}
        unit={product.unit_name ?? ''}
        onMin={onMin}
        onMax={onMax}
        step={agreement?.step}
        onChange={setQuantity}
      />
      {variant === 'seckill' && seckill?.quota ? (
        <p className="muted detail-limit">
          （限量 {seckill.quota}）（最多 {onMax || 1} 件）
        </p>
      ) : null}
      <DetailActions
        data={data}
        sku={sku}
        quantity={quantity}
        productType={productType}
        soldOut={soldOut}
        activityClosed={activityClosed}
      />
      {soldOut ? <p className="detail-soldout">该规格已售罄</p> : null}
    </div>
  );
}
