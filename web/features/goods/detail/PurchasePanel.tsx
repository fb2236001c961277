// Title, price, coupons, shipping, guarantees, SKU rows, quantity and the buy buttons of a detail page.
import { useMemo, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { Countdown } from '../../browse/Countdown.tsx';
import { money, toFen } from '#shared/money.ts';
import { firstAllowedQty } from '#shared/pricing/agreement-price.ts';
import { agreedShown } from '#shared/pricing/shown-price.ts';
import { AgreementTiers } from './AgreementTiers.tsx';
import { requireLogin, useLoggedIn } from '../../browse/use-logged-in.ts';
import { addToCart, buyNow, notifyArrival, setRelation } from './cart-actions.ts';
import { CouponList } from './CouponList.tsx';
import type { DetailData, SkuRow } from './detail-types.ts';
import { PresellSteps } from './PresellSteps.tsx';
import { PriceBlock } from './PriceBlock.tsx';
import { PartNumber } from '../PartNumber.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';
import { initialChoice, quantityBounds, skuFor } from './sku-logic.ts';
import { SkuRows } from './SkuRows.tsx';
import { AddToReorderList } from '../../reorder-lists/index.ts';
import { RequestQuote } from '../../quotes/index.ts';
import { useCompanyPermission } from '../../company-members/use-company-permission.ts';

export function PurchasePanel({ data, onSkuImage }: { data: DetailData; onSkuImage: (image: string | undefined) => void }) {
  const { product, variant, seckill, presell } = data;
  const { layout } = usePageContext();
  const loggedIn = useLoggedIn();
  const attrs = product.attr;
  const skus = product.sku;
  const [choice, setChoice] = useState(() => initialChoice(attrs, skus));
  const sku: SkuRow | undefined = skuFor(choice, skus) ?? Object.values(skus)[0];
  const stock = sku ? Number(sku.stock) : Number(product.stock);
  // under 企业: the chosen SKU's agreement sets the first quantity, the step and the price break (AgreementTiers)
  const agreement = variant === 'normal' ? layout.agreementPrices?.find((terms) => terms.unique === sku?.unique) : undefined;
  const onMin = Math.max(Number(product.once_min_count) || 0, agreement ? firstAllowedQty(agreement) : 0);
  const onMax =
    variant === 'seckill' ? Number(seckill?.once_max_count ?? product.once_max_count) || 0 : Number(product.once_max_count) || 0;
  const bounds = useMemo(() => quantityBounds(stock, onMin, onMax), [stock, onMin, onMax]);
  const [quantity, setQuantity] = useState(bounds.min);
  const [favourite, setFavourite] = useState(Boolean(product.isRelation));
  const [busy, setBusy] = useState(false);
  // Under 企业 only roles with the company cart may buy (the mall refuses the others, docs/company-api.md §1.3).
  const mayBuy = useCompanyPermission('cart.use');
  const soldOut = stock <= 0;
  const productType = variant === 'seckill' ? 1 : variant === 'presell' ? 2 : 0;
  const activityClosed =
    (variant === 'seckill' && seckill?.seckill_status !== 1) || (variant === 'presell' && presell?.presell_status !== 1);

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
  const line = () => ({ productId: product.product_id, unique: sku?.unique ?? '', quantity, productType });
  const run = async (task: () => Promise<unknown>) => {
    if (busy || !requireLogin(loggedIn)) return;
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="detail-info">
      <h1 className="detail-title">
        {product.merchant?.is_trader === 1 ? <span className="tag-self">自营</span> : null}
        {variant === 'seckill' ? <span className="tag-seckill">秒杀</span> : null}
        {product.store_name}
      </h1>
      {product.store_info ? <p className="detail-subtitle">{product.store_info}</p> : null}
      <PartNumber name={product.store_name} barCode={sku?.bar_code} className="part-number detail-part-number" />
      {variant === 'seckill' && seckill ? (
        <div className="activity-bar activity-seckill">
          <span className="activity-name">限时秒杀</span>
          <span>{seckill.seckill_status === 1 ? '距离结束还剩' : seckill.seckill_status === 2 ? '距离开始还剩' : '本场已结束'}</span>
          {seckill.seckill_status !== 0 ? <Countdown to={seckill.seckill_status === 1 ? seckill.stop : (seckill.start ?? 0)} /> : null}
          <span className="activity-progress">已抢 {seckill.percent}%</span>
        </div>
      ) : null}
      {variant === 'presell' && presell ? (
        <div className="activity-bar activity-presell">
          <span className="activity-name">预售</span>
          <span>{presell.presell_status === 0 ? '距离开始还剩' : presell.presell_status === 1 ? '距离结束还剩' : '预售已结束'}</span>
          {presell.presell_status !== 2 ? (
            <Countdown to={(presell.presell_status === 0 ? presell.start_unix : presell.end_unix) ?? 0} showDays />
          ) : null}
          <span className="activity-progress">已预订 {presell.seles ?? 0} 件</span>
        </div>
      ) : null}
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
      <div className="detail-row">
        <span className="detail-label">运费</span>
        <span>{product.shipping || '以结算页为准'}</span>
      </div>
      {product.guarantees.length ? (
        <div className="detail-row detail-guarantee">
          <span className="detail-label">保障</span>
          <ul>
            {product.guarantees.map((item) => (
              <li key={item.name} title={item.info}>
                ✓ {item.name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <SkuRows attrs={attrs} skus={skus} choice={choice} onChoose={choose} />
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
      <div className="detail-actions">
        {soldOut ? (
          <button
            type="button"
            className="btn-buy"
            disabled={busy}
            onClick={() => void run(() => notifyArrival(product.product_id, sku?.unique ?? '', productType))}
          >
            到货通知
          </button>
        ) : !mayBuy ? (
          <p className="detail-role-note" role="note">
            您的企业角色不能下单，可切换为个人采购
          </p>
        ) : (
          <>
            {variant === 'normal' ? (
              <button type="button" className="btn-cart" disabled={busy} onClick={() => void run(() => addToCart(line()))}>
                加入购物车
              </button>
            ) : null}
            <button type="button" className="btn-buy" disabled={busy || activityClosed} onClick={() => void run(() => buyNow(line()))}>
              {variant === 'presell'
                ? presell?.presell_status === 0
                  ? '未开始'
                  : presell?.presell_status === 2
                    ? '已结束'
                    : '立即支付'
                : variant === 'seckill' && activityClosed
                  ? seckill?.seckill_status === 2
                    ? '未开始'
                    : '已结束'
                  : '立即购买'}
            </button>
          </>
        )}
        <button
          type="button"
          className={`btn-fav${favourite ? ' active' : ''}`}
          aria-pressed={favourite}
          onClick={() =>
            void run(async () => {
              if (await setRelation(!favourite, productType, product.product_id)) setFavourite(!favourite);
            })
          }
        >
          {favourite ? '★ 已收藏' : '☆ 收藏'}
        </button>
        {variant === 'normal' && sku ? (
          <AddToReorderList lines={[{ productId: product.product_id, unique: sku.unique, quantity }]} />
        ) : null}
        {variant === 'normal' && sku ? (
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
        ) : null}
      </div>
      {soldOut ? <p className="detail-soldout">该规格已售罄</p> : null}
    </div>
  );
}
