// The cart's state in the browser (CartScreen.tsx): the lines as the server last gave them, which are selected,
// which wait for a quantity change, and the delete waiting for its confirmation. A navigation back to the page
// brings fresh server data; every change reads the header count again.
import { useEffect, useMemo, useRef, useState } from 'react';
import { changeQuantity, deleteLines, refreshCartCount } from './cart-api.ts';
import {
  allSelected,
  summarize,
  toggleIds,
  validIds,
  withoutLines,
  withQuantity,
  type CartLineView,
  type CartView,
} from './cart-totals.ts';

export interface PendingDelete {
  ids: number[];
  text: string;
}

export function useCartLines(initial: CartView) {
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

  return {
    view,
    selected,
    busy,
    pending,
    setPending,
    ids,
    summary,
    pieces,
    allOn: allSelected(ids, selected),
    check,
    changeLine,
    confirmDelete,
  };
}
