// 提交订单 on the confirm page (docs/screens.md a.6, docs/product.md §13 "order creation"): the notes and the
// purchase reference are checked first (each problem shown, nothing lost), the order is placed once — guarded here
// as well as by the mall's one-time key — and the page goes to payment, or to the order list when nothing is left
// to pay. A refusal is shown; a price change is explained beside the totals and the order is priced again.
import { useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import type { AddressView } from '#web/features/address/address-form.ts';
import { ADDRESS_TEXT } from '#web/features/address/address-text.ts';
import { refreshCartCount } from '#web/features/cart/cart-api.ts';
import { EMPTY_PURCHASE_REF, purchaseRefBody, purchaseRefProblem } from '#web/features/company-purchase-refs/purchase-ref-form.ts';
import type { InvoiceRequest } from '#web/features/order/invoice.ts';
import { createOrder } from '#web/features/order/order-api.ts';
import { appActions, useAppState } from '#web/state/app-state.ts';
import { afterCreateHref, type ConfirmChoices, createBody, noteProblem } from './confirm-view.ts';
import { isPriceChange } from './PriceChangeNotice.tsx';
import type { useOrderCheck } from './use-order-check.ts';

interface SubmitInputs {
  cartIds: number[];
  choices: ConfirmChoices;
  address: AddressView | null;
  check: ReturnType<typeof useOrderCheck>;
  invoiceForCreate: Record<number, InvoiceRequest>;
}

export function useConfirmSubmit({ cartIds, choices, address, check, invoiceForCreate }: SubmitInputs) {
  const { entity } = useAppState();
  const { view, checking, recheck } = check;
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [noteErrors, setNoteErrors] = useState<Record<number, string | null>>({});
  const [submitting, setSubmitting] = useState(false);
  const [purchaseRef, setPurchaseRef] = useState(EMPTY_PURCHASE_REF);
  const [priceChange, setPriceChange] = useState<string | null>(null);
  const submittingRef = useRef(false);

  const writeNote = (merId: number, text: string) => {
    setNotes((current) => ({ ...current, [merId]: text }));
    setNoteErrors((current) => ({ ...current, [merId]: noteProblem(text) }));
  };

  const submit = async () => {
    if (submittingRef.current || !view || checking) return;
    if (view.needsAddress && !address) {
      appActions.toast(ADDRESS_TEXT.noAddress);
      return;
    }
    const problems = Object.fromEntries(view.merchants.map((merchant) => [merchant.merId, noteProblem(notes[merchant.merId] ?? '')]));
    setNoteErrors(problems);
    const firstProblem = Object.values(problems).find(Boolean) ?? purchaseRefProblem(entity, purchaseRef);
    if (firstProblem) {
      appActions.toast(firstProblem);
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    try {
      const body = createBody(cartIds, { ...choices, addressId: address?.id ?? 0 }, view.key, notes, invoiceForCreate);
      const id = await createOrder({ ...body, ...purchaseRefBody(entity, purchaseRef) });
      void refreshCartCount();
      await navigate(afterCreateHref(id, view.totals.payFen));
    } catch (error) {
      const message = error instanceof Error ? error.message : '提交失败';
      // a price change is said once, by the notice above the totals (an alert), not again by a toast
      const priceChanged = isPriceChange(message);
      if (!priceChanged) appActions.toast(message);
      setPriceChange(priceChanged ? message : null);
      submittingRef.current = false;
      setSubmitting(false);
      // The key may be spent or stale: a fresh check brings a new one.
      void recheck();
    }
  };

  return { notes, noteErrors, writeNote, purchaseRef, setPurchaseRef, priceChange, submitting, submit };
}
