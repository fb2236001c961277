// The settlement bar: 全选, 删除选中, 已选 N 件商品, 合计 and 去结算 (off while nothing is selected); a company
// member whose role may not order sees why instead of 去结算.
import { formatFen } from '#shared/money.ts';
import type { CartSummary } from './cart-totals.ts';
import '../ui/checkout-button.css';

export interface CartFooterProps {
  summary: CartSummary;
  allOn: boolean;
  canSelect: boolean;
  onAll: (on: boolean) => void;
  /** absent on a cart the visitor may only read */
  onDeleteSelected?: () => void;
  /** absent when the visitor may not order from this cart; `roleNote` says why */
  onCheckout?: () => void;
  roleNote?: string;
}

export function CartFooter({ summary, allOn, canSelect, onAll, onDeleteSelected, onCheckout, roleNote }: CartFooterProps) {
  const none = summary.ids.length === 0;
  return (
    <div className="cart-footer">
      <label className="cart-footer-all">
        <input type="checkbox" checked={allOn} disabled={!canSelect} onChange={(event) => onAll(event.target.checked)} />
        全选
      </label>
      {onDeleteSelected ? (
        <button type="button" className="link-button cart-delete-selected" disabled={none} onClick={onDeleteSelected}>
          删除选中
        </button>
      ) : null}
      <div className="cart-footer-sum">
        <span className="cart-summary-pieces">
          已选 <b>{summary.pieces}</b> 件商品
        </span>
        <span className="cart-summary-total">
          合计：
          <span className="price">
            ¥<b>{formatFen(summary.cents)}</b>
          </span>
        </span>
        {onCheckout ? (
          <button type="button" className="cart-checkout" disabled={none} onClick={onCheckout}>
            去结算
          </button>
        ) : (
          <p className="cart-role-note" role="note">
            {roleNote}
          </p>
        )}
      </div>
    </div>
  );
}
