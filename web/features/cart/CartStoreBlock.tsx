// One store's lines under its name, 自营 tag and a checkbox that selects the whole store.
import { storeHref } from '../store/store-links.ts';
import type { CartLineView, CartStoreView } from './cart-totals.ts';
import { CartLineRow } from './CartLineRow.tsx';

export interface CartStoreBlockProps {
  store: CartStoreView;
  selected: ReadonlySet<number>;
  busy: ReadonlySet<number>;
  onCheck: (ids: number[], on: boolean) => void;
  /** absent on a cart the visitor may only read */
  onQuantity?: (line: CartLineView, value: number) => void;
  onDelete?: (line: CartLineView) => void;
}

export function CartStoreBlock({ store, selected, busy, onCheck, onQuantity, onDelete }: CartStoreBlockProps) {
  const ids = store.lines.map((line) => line.cartId);
  const all = ids.every((id) => selected.has(id));
  return (
    <section className="cart-store" data-mer-id={store.merId} aria-label={store.name}>
      <div className="cart-store-head">
        <span className="cart-col-check">
          <input
            type="checkbox"
            aria-label={`选择店铺 ${store.name}`}
            checked={all}
            onChange={(event) => onCheck(ids, event.target.checked)}
          />
        </span>
        {store.selfRun ? <span className="tag-self">自营</span> : null}
        <a className="cart-store-name" href={storeHref(store.merId)}>
          {store.name}
        </a>
      </div>
      <ul className="cart-rows">
        {store.lines.map((line) => (
          <CartLineRow
            key={line.cartId}
            line={line}
            checked={selected.has(line.cartId)}
            busy={busy.has(line.cartId)}
            onCheck={(on) => onCheck([line.cartId], on)}
            onQuantity={onQuantity ? (value) => onQuantity(line, value) : undefined}
            onDelete={onDelete ? () => onDelete(line) : undefined}
          />
        ))}
      </ul>
    </section>
  );
}
