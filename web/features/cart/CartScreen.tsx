// The cart: the server's list first (readable without JavaScript), then selection, quantities and
// deletes in the browser. Every change reads the header count again.
import { navigate } from 'vike/client/router';
import { checkoutHref, type CartView } from './cart-totals.ts';
import { useCartLines } from './use-cart-lines.ts';
import { CartHead } from './CartHead.tsx';
import { CartEmpty } from './CartEmpty.tsx';
import { CartFailList } from './CartFailList.tsx';
import { CartFooter } from './CartFooter.tsx';
import { CartStoreBlock } from './CartStoreBlock.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { PunchoutReturn } from './PunchoutReturn.tsx';
import { AddToReorderList, cartLinesToSave } from '../reorder-lists/index.ts';
import { cartLinesToQuote, RequestQuote } from '../quotes/index.ts';
import { useCompanyPermission } from '../company-members/use-company-permission.ts';
import './cart.css';

/** Shown instead of 去结算 to a company member whose role may not order (the product page says the same). */
export const CART_ROLE_NOTE = '您的企业角色不能修改企业购物车或下单，可切换为个人采购';

/** `punchout`: the browser was signed in by a buyer's procurement system, so the cart can go back to it. */
export function CartScreen({ initial, punchout = false }: { initial: CartView; punchout?: boolean }) {
  // Under 企业 the cart is the company's: roles without 购物车 read it, roles without 下单 cannot check out
  // (docs/company-api.md §1.3; the mall refuses the same calls).
  const mayChange = useCompanyPermission('cart.use');
  const mayOrder = useCompanyPermission('orders.buy');
  const { view, selected, busy, pending, setPending, ids, summary, pieces, allOn, check, changeLine, confirmDelete } =
    useCartLines(initial);

  if (view.stores.length === 0 && view.fail.length === 0) return <CartEmpty />;

  return (
    <section className="cart-page">
      <CartHead pieces={pieces} allOn={allOn} canSelect={ids.length > 0} onAll={(on) => check(ids, on)} />
      {view.stores.map((store) => (
        <CartStoreBlock
          key={store.merId}
          store={store}
          selected={selected}
          busy={busy}
          onCheck={check}
          onQuantity={mayChange ? (line, value) => void changeLine(line, value) : undefined}
          onDelete={mayChange ? (line) => setPending({ ids: [line.cartId], text: `确定要删除「${line.name}」吗？` }) : undefined}
        />
      ))}
      {view.fail.length > 0 ? (
        <CartFailList
          lines={view.fail}
          onDelete={
            mayChange ? (line) => setPending({ ids: [line.cartId], text: `确定要删除「${line.name || '该商品'}」吗？` }) : undefined
          }
          onClear={
            mayChange
              ? () => setPending({ ids: view.fail.map((line) => line.cartId), text: `确定要清空 ${view.fail.length} 件失效商品吗？` })
              : undefined
          }
        />
      ) : null}
      <CartFooter
        summary={summary}
        allOn={allOn}
        canSelect={ids.length > 0}
        onAll={(on) => check(ids, on)}
        onDeleteSelected={
          mayChange ? () => setPending({ ids: summary.ids, text: `确定要删除选中的 ${summary.ids.length} 个商品吗？` }) : undefined
        }
        onCheckout={mayOrder ? () => void navigate(checkoutHref(summary.ids)) : undefined}
        roleNote={CART_ROLE_NOTE}
      />
      {punchout ? <PunchoutReturn ids={summary.ids} /> : null}
      <AddToReorderList lines={cartLinesToSave(view, summary.ids)} label="选中商品加入常购清单" className="rl-open rl-cart-save" />
      <RequestQuote
        lines={cartLinesToQuote(view, summary.ids)}
        source="cart"
        label="选中商品申请报价"
        className="qt-open qt-cart-request"
      />
      <ConfirmDialog text={pending?.text ?? null} onConfirm={() => void confirmDelete()} onCancel={() => setPending(null)} />
    </section>
  );
}
