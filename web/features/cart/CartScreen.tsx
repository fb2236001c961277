// The cart: the server's list first (readable without JavaScript), then selection, quantities and
// deletes in the browser. Every change reads the header count again.
import { useEffect, useMemo, useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import {
  allSelected,
  checkoutHref,
  summarize,
  toggleIds,
  validIds,
  withoutLines,
  withQuantity,
  type CartLineView,
  type CartView,
} from './cart-totals.ts';
import { changeQuantity, deleteLines, refreshCartCount } from './cart-api.ts';
import { CartEmpty } from './CartEmpty.tsx';
import { CartFailList } from './CartFailList.tsx';
import { CartFooter } from './CartFooter.tsx';
import { CartStoreBlock } from './CartStoreBlock.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { AddToReorderList, cartLinesToSave } from '../reorder-lists/index.ts';
import { cartLinesToQuote, RequestQuote } from '../quotes/index.ts';
import { useCompanyPermission } from '../company-members/use-company-permission.ts';
import './cart.css';

interface PendingDelete {
  ids: number[];
  text: string;
}

/** Shown instead of 去结算 to a company member whose role may not order (the product page says the same). */
export const CART_ROLE_NOTE = '您的企业角色不能修改企业购物车或下单，可切换为个人采购';

export function CartScreen({ initial }: { initial: CartView }) {
  // Under 企业 the cart is the company's: roles without 购物车 read it, roles without 下单 cannot check out
  // (docs/company-api.md §1.3; the mall refuses the same calls).
  const mayChange = useCompanyPermission('cart.use');
  const mayOrder = useCompanyPermission('orders.buy');
  const [view, setView] = useState(initial);
  // Every valid line starts selected, on the server and in the browser alike (hydration matches).
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set(validIds(initial)));
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [pending, setPending] = useState<PendingDelete | null>(null);

  // A navigation back to this page brings fresh server data (the first render already has it).
  const shown = useRef(initial);
  useEffect(() => {
    if (shown.current === initial) return;
    shown.current = initial;
    setView(initial);
    setSelected(new Set(validIds(initial)));
  }, [initial]);

  const ids = useMemo(() => validIds(view), [view]);
  const summary = useMemo(() => summarize(view, selected), [view, selected]);
  const allOn = allSelected(ids, selected);
  const pieces = useMemo(() => summarize(view, new Set(ids)).pieces, [view, ids]);

  const check = (lineIds: number[], on: boolean) => setSelected((current) => toggleIds(current, lineIds, on));

  const setBusyLine = (cartId: number, on: boolean) => setBusy((current) => toggleIds(current, [cartId], on));

  const changeLine = async (line: CartLineView, value: number) => {
    setView((current) => withQuantity(current, line.cartId, value));
    setBusyLine(line.cartId, true);
    const done = await changeQuantity(line.cartId, value);
    // Refused (库存不足, 单次购买限制 …): the toast says why and the old quantity comes back.
    if (!done) setView((current) => withQuantity(current, line.cartId, line.num));
    setBusyLine(line.cartId, false);
    if (done) await refreshCartCount();
  };

  const confirmDelete = async () => {
    if (!pending) return;
    const { ids: gone } = pending;
    setPending(null);
    if (!(await deleteLines(gone))) return;
    setView((current) => withoutLines(current, gone));
    setSelected((current) => toggleIds(current, gone, false));
    await refreshCartCount();
  };

  if (view.stores.length === 0 && view.fail.length === 0) return <CartEmpty />;

  return (
    <section className="cart-page">
      <div className="cart-title">
        <h1>购物车</h1>
        <span className="cart-title-count">全部商品 {pieces}</span>
      </div>
      <div className="cart-head">
        <label className="cart-col-check">
          <input type="checkbox" checked={allOn} disabled={ids.length === 0} onChange={(event) => check(ids, event.target.checked)} />
          全选
        </label>
        <span className="cart-col-info">商品信息</span>
        <span className="cart-col-price">单价</span>
        <span className="cart-col-qty">数量</span>
        <span className="cart-col-amount">金额</span>
        <span className="cart-col-ops">操作</span>
      </div>
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
