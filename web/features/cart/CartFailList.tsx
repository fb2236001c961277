// 已失效: lines whose SKU is gone or sold out; they can only be deleted.
import { goodsDetailHref } from '#shared/route-links.ts';
import type { CartLineView } from './cart-totals.ts';

export function CartFailList({
  lines,
  onDelete,
  onClear,
}: {
  lines: CartLineView[];
  /** absent on a cart the visitor may only read */
  onDelete?: (line: CartLineView) => void;
  onClear?: () => void;
}) {
  return (
    <section className="cart-store cart-fail" aria-label="已失效商品">
      <div className="cart-store-head">
        <span className="cart-fail-title">已失效商品 {lines.length} 件</span>
        {onClear ? (
          <button type="button" className="link-button cart-fail-clear" onClick={onClear}>
            清空失效商品
          </button>
        ) : null}
      </div>
      <ul className="cart-rows">
        {lines.map((line) => (
          <li key={line.cartId} className="cart-row is-fail" data-cart-id={line.cartId}>
            <span className="cart-col-check">
              <span className="cart-fail-tag">已失效</span>
            </span>
            <div className="cart-col-info">
              <a href={goodsDetailHref(line.productId)} className="cart-thumb">
                {line.image ? <img src={line.image} alt={line.name} width={80} height={80} loading="lazy" /> : null}
              </a>
              <div className="cart-info-text">
                <a href={goodsDetailHref(line.productId)} className="cart-name">
                  {line.name || '商品已下架'}
                </a>
                <span className="cart-sku">{line.sku ? `属性：${line.sku}` : '该商品规格已不存在'}</span>
              </div>
            </div>
            <div className="cart-col-price" />
            <div className="cart-col-qty">
              <span className="cart-fail-note">{line.sku && line.stock <= 0 ? '已售罄' : '已失效'}</span>
            </div>
            <div className="cart-col-amount" />
            <div className="cart-col-ops">
              {onDelete ? (
                <button type="button" className="link-button cart-delete" onClick={() => onDelete(line)}>
                  删除
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
