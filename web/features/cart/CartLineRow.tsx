// One cart line: checkbox, picture and name (to the product), 属性, 单价, stepper, 金额, 删除.
import { goodsDetailHref } from '#shared/route-links.ts';
import { formatFen, money, toFen } from '#shared/money.ts';
import { lineCents, type CartLineView } from './cart-totals.ts';
import { CartStepper } from './CartStepper.tsx';
import { AgreementHint } from '../goods/price/AgreementHint.tsx';
import { PartNumber } from '../goods/PartNumber.tsx';

export interface CartLineRowProps {
  line: CartLineView;
  checked: boolean;
  busy: boolean;
  onCheck: (on: boolean) => void;
  /** absent when the visitor may not change this cart (a company role without 购物车): the quantity shows as text */
  onQuantity?: (value: number) => void;
  /** absent when the visitor may not change this cart */
  onDelete?: () => void;
}

export function CartLineRow({ line, checked, busy, onCheck, onQuantity, onDelete }: CartLineRowProps) {
  const href = goodsDetailHref(line.productId);
  return (
    <li className={`cart-row${checked ? ' is-checked' : ''}`} data-cart-id={line.cartId}>
      <span className="cart-col-check">
        <input type="checkbox" aria-label={`选择 ${line.name}`} checked={checked} onChange={(event) => onCheck(event.target.checked)} />
      </span>
      <div className="cart-col-info">
        <a href={href} className="cart-thumb">
          <img src={line.image} alt={line.name} width={80} height={80} loading="lazy" />
        </a>
        <div className="cart-info-text">
          <a href={href} className="cart-name">
            {line.name}
          </a>
          {line.sku ? <span className="cart-sku">属性：{line.sku}</span> : null}
          <PartNumber name={line.name} barCode={line.barCode} />
        </div>
      </div>
      <div className="cart-col-price">
        {/* what one piece costs this buyer, as order/check charges it (SVIP under 个人 only, ADR 0034) */}
        <span className="cart-unit-price" data-price-label={line.shown.label}>
          {line.shown.label === 'SVIP价' ? <span className="svip-badge">SVIP</span> : null}
          {line.agreement ? <span className="agreement-badge">{line.shown.label}</span> : null}¥{formatFen(line.shown.fen)}
        </span>
        {toFen(line.price) > line.shown.fen ? <s className="muted cart-list-price">¥{money(line.price)}</s> : null}
        {line.agreement ? <AgreementHint terms={line.agreement} quantity={line.num} /> : null}
      </div>
      <div className="cart-col-qty">
        {onQuantity ? (
          <CartStepper value={line.num} min={line.min} max={line.max} step={line.step} busy={busy} name={line.name} onCommit={onQuantity} />
        ) : (
          <span className="cart-qty-fixed">{line.num}</span>
        )}
        <span className="cart-stock">
          库存 {line.stock}
          {line.unit}
        </span>
      </div>
      <div className="cart-col-amount">
        <span className="price cart-line-amount">¥{formatFen(lineCents(line))}</span>
      </div>
      <div className="cart-col-ops">
        {onDelete ? (
          <button type="button" className="link-button cart-delete" onClick={onDelete}>
            删除
          </button>
        ) : null}
      </div>
    </li>
  );
}
