// The buttons under a detail page's quantity: 到货通知 when sold out, else 加入购物车 and 立即购买 (or the note
// that the company role may not order), 收藏, and for a normal product 加入常购清单 and 申请报价. One call at a
// time; a guest is asked to log in first.
import { lazy, useState } from 'react';
import { requireLogin, useLoggedIn } from '../../browse/use-logged-in.ts';
import { useCompanyPermission } from '../../company-members/use-company-permission.ts';
import { useCompanyBuyer } from '../../reorder-lists/use-company-buyer.ts';
import { useBusy } from '../../ui/use-busy.ts';
import { buyLabel } from './ActivityBar.tsx';
import { addToCart, buyNow, notifyArrival, setRelation } from './cart-actions.ts';
import type { DetailData, SkuRow } from './detail-types.ts';
import '../../quotes/open-button.css';
import '../../reorder-lists/open-button.css';
import { AfterHydration } from '#web/features/ui/AfterHydration.tsx';

// 加入常购清单 and 申请报价 show only to a company buyer: a guest's or a personal buyer's page never loads them
// (docs/adr/0100). Until they load, the same two buttons stand disabled in their place.
const CompanyLineButtons = lazy(() => import('./CompanyLineButtons.tsx').then((module) => ({ default: module.CompanyLineButtons })));

export function DetailActions({
  data,
  sku,
  quantity,
  productType,
  soldOut,
  activityClosed,
}: {
  data: DetailData;
  sku: SkuRow | undefined;
  quantity: number;
  productType: number;
  soldOut: boolean;
  activityClosed: boolean;
}) {
  const { product, variant } = data;
  const loggedIn = useLoggedIn();
  const [favourite, setFavourite] = useState(Boolean(product.isRelation));
  const { busy, run } = useBusy();
  // Under 企业 only roles with the company cart may buy (the mall refuses the others, docs/company-api.md §1.3).
  const mayBuy = useCompanyPermission('cart.use');
  const companyBuyer = useCompanyBuyer();
  const line = () => ({ productId: product.product_id, unique: sku?.unique ?? '', quantity, productType });
  const act = (task: () => Promise<unknown>) => {
    if (busy || !requireLogin(loggedIn)) return;
    void run(task);
  };

  return (
    <div className="detail-actions">
      {soldOut ? (
        <button
          type="button"
          className="btn-buy"
          disabled={busy}
          onClick={() => act(() => notifyArrival(product.product_id, sku?.unique ?? '', productType))}
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
            <button type="button" className="btn-cart" disabled={busy} onClick={() => act(() => addToCart(line()))}>
              加入购物车
            </button>
          ) : null}
          <button type="button" className="btn-buy" disabled={busy || activityClosed} onClick={() => act(() => buyNow(line()))}>
            {buyLabel(data, activityClosed)}
          </button>
        </>
      )}
      <button
        type="button"
        className={`btn-fav${favourite ? ' active' : ''}`}
        aria-pressed={favourite}
        onClick={() =>
          act(async () => {
            if (await setRelation(!favourite, productType, product.product_id)) setFavourite(!favourite);
          })
        }
      >
        {favourite ? '★ 已收藏' : '☆ 收藏'}
      </button>
      {variant === 'normal' && sku && companyBuyer ? (
        <AfterHydration fallback={<CompanyLinePlaceholders />}>
          <CompanyLineButtons product={product} sku={sku} quantity={quantity} />
        </AfterHydration>
      ) : null}
    </div>
  );
}

/** The two company buttons as they will look, disabled, while their code loads: nothing moves when they arrive. */
function CompanyLinePlaceholders() {
  return (
    <>
      <button type="button" className="rl-open" disabled aria-busy="true">
        加入常购清单
      </button>
      <button type="button" className="qt-open" disabled aria-busy="true">
        申请报价
      </button>
    </>
  );
}

/** 运费 and the guarantees of a detail page. */
export function ShippingAndGuarantees({ product }: { product: DetailData['product'] }) {
  return (
    <>
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
    </>
  );
}
