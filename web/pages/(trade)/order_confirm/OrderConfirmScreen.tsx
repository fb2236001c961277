// /order_confirm (docs/screens.md a.6): addresses, the stores of the order, the platform coupon, points,
// invoices and notes; every change re-prices through order/check. 提交订单 places the order once
// (guarded here as well as by the mall's one-time key) and goes to the payment page, or straight to the
// order list when nothing is left to pay (docs/product.md §13 "order creation").
import { useMemo, useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import { formatFen } from '#shared/money.ts';
import { AddressDialog } from '#web/features/address/AddressDialog.tsx';
import { ADDRESS_TEXT, type AddressView } from '#web/features/address/address-form.ts';
import { loadAddresses } from '#web/features/address/address-api.ts';
import { Breadcrumb } from '#web/features/browse/Breadcrumb.tsx';
import { refreshCartCount } from '#web/features/cart/cart-api.ts';
import { ApprovalLimitWarning } from '#web/features/company-approvals/ApprovalLimitWarning.tsx';
import { RuleForecastWarning } from '#web/features/company-approvals/RuleForecastWarning.tsx';
import { InvoiceDialog } from '#web/features/order/InvoiceDialog.tsx';
import { formForChoice, type InvoiceChoice, type InvoiceForm, type InvoiceRequest } from '#web/features/order/invoice.ts';
import { EMPTY_PURCHASE_REF, purchaseRefBody, purchaseRefProblem } from '#web/features/company-purchase-refs/purchase-ref-form.ts';
import { PurchaseRefFields } from '#web/features/company-purchase-refs/PurchaseRefFields.tsx';
import { createOrder } from '#web/features/order/order-api.ts';
import { isPriceChange, PriceChangeNotice } from './PriceChangeNotice.tsx';
import { appActions, useAppState } from '#web/state/app-state.ts';
import { AddressSection } from './AddressSection.tsx';
import { afterCreateHref, chosenCoupon, createBody, noteProblem, type ConfirmChoices, type ConfirmMerchant } from './confirm-view.ts';
import { ConfirmTotals } from './ConfirmTotals.tsx';
import { MerchantBlock } from './MerchantBlock.tsx';
import { useOrderCheck } from './use-order-check.ts';
import './confirm.css';

interface SavedInvoice {
  choice: Exclude<InvoiceChoice, 0>;
  form: InvoiceForm;
  request: InvoiceRequest;
}

interface OpenInvoice {
  merId: number;
  choice: Exclude<InvoiceChoice, 0>;
  form: InvoiceForm;
}

export interface OrderConfirmScreenProps {
  cartIds: number[];
  addresses: AddressView[];
  preview: ConfirmMerchant[];
  points: number;
}

export function OrderConfirmScreen({ cartIds, addresses: initialAddresses, preview, points }: OrderConfirmScreenProps) {
  const { entity, companyAccount } = useAppState();
  const companyName = entity === 'COMPANY' && companyAccount ? companyAccount.user.name : null;
  const [addresses, setAddresses] = useState(initialAddresses);
  const [choices, setChoices] = useState<ConfirmChoices>(() => ({
    addressId: initialAddresses[0]?.id ?? 0,
    storeCoupons: {},
    platformCouponId: undefined,
    useIntegral: false,
  }));
  const [dialog, setDialog] = useState<{ editing: AddressView | null } | null>(null);
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [noteErrors, setNoteErrors] = useState<Record<number, string | null>>({});
  const [invoices, setInvoices] = useState<Record<number, SavedInvoice>>({});
  const [invoiceOpen, setInvoiceOpen] = useState<OpenInvoice | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [purchaseRef, setPurchaseRef] = useState(EMPTY_PURCHASE_REF);
  const [priceChange, setPriceChange] = useState<string | null>(null);
  const submittingRef = useRef(false);
  const { view, checking, recheck } = useOrderCheck(cartIds, choices);

  const merchants = view?.merchants ?? preview;
  const address = addresses.find((item) => item.id === choices.addressId) ?? null;
  const entityText = companyName ? `以企业身份采购：${companyName}` : '采购身份：个人';
  const invoiceForCreate = useMemo(
    () => Object.fromEntries(Object.entries(invoices).map(([merId, saved]) => [merId, saved.request])) as Record<number, InvoiceRequest>,
    [invoices],
  );

  const choose = (patch: Partial<ConfirmChoices>) => setChoices((current) => ({ ...current, ...patch }));

  const afterAddressSaved = async (id: number) => {
    setDialog(null);
    try {
      const list = await loadAddresses();
      setAddresses(list);
      if (id > 0) choose({ addressId: id });
      else if (!list.some((item) => item.id === choices.addressId)) choose({ addressId: list[0]?.id ?? 0 });
      // An edited address may have moved: price it again for the same id.
      if (id === choices.addressId) void recheck();
    } catch (error) {
      appActions.toast(error instanceof Error ? error.message : '加载失败');
    }
  };

  const pickInvoice = (merId: number, choice: InvoiceChoice) => {
    if (choice === 0) {
      setInvoices(({ [merId]: _gone, ...rest }) => rest);
      return;
    }
    setInvoiceOpen({ merId, choice, form: formForChoice(choice, invoices[merId]?.form ?? null, companyName) });
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
      appActions.toast(message);
      setPriceChange(isPriceChange(message) ? message : null);
      submittingRef.current = false;
      setSubmitting(false);
      // The key may be spent or stale: a fresh check brings a new one.
      void recheck();
    }
  };

  return (
    <div className="confirm-page">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '购物车', href: '/shopping_cart' }, { label: '提交订单' }]} />
      <h1 className="visually-hidden">确认订单</h1>
      <AddressSection
        addresses={addresses}
        selectedId={choices.addressId}
        onSelect={(id) => choose({ addressId: id })}
        onAdd={() => setDialog({ editing: null })}
        onEdit={(editing) => setDialog({ editing })}
      />
      <section className="confirm-section" aria-labelledby="confirm-order-title">
        <h2 className="confirm-section-title" id="confirm-order-title">
          订单信息
        </h2>
        {merchants.length === 0 && !checking ? <p className="confirm-muted">没有可结算的商品，请返回购物车重新选择</p> : null}
        {merchants.map((merchant) => (
          <MerchantBlock
            key={merchant.merId}
            merchant={merchant}
            priced={view !== null}
            note={notes[merchant.merId] ?? ''}
            noteError={noteErrors[merchant.merId] ?? null}
            invoice={invoices[merchant.merId] ?? null}
            onCoupon={(id) => choose({ storeCoupons: { ...choices.storeCoupons, [merchant.merId]: id > 0 ? [id] : [] } })}
            onNote={(text) => {
              setNotes((current) => ({ ...current, [merchant.merId]: text }));
              setNoteErrors((current) => ({ ...current, [merchant.merId]: noteProblem(text) }));
            }}
            onInvoiceChoice={(choice) => pickInvoice(merchant.merId, choice)}
            onInvoiceEdit={() => {
              const saved = invoices[merchant.merId];
              if (saved) setInvoiceOpen({ merId: merchant.merId, choice: saved.choice, form: saved.form });
            }}
          />
        ))}
      </section>
      <PurchaseRefFields value={purchaseRef} onChange={setPurchaseRef} />
      {view ? (
        <section className="confirm-section confirm-extras" aria-label="平台优惠与积分">
          <div className="confirm-option">
            <label className="confirm-extra-label" htmlFor="confirm-platform-coupon">
              平台优惠券
            </label>
            {view.platformCouponsEnabled && view.platformCoupons.some((coupon) => !coupon.disabled || coupon.checked) ? (
              <select
                id="confirm-platform-coupon"
                className="confirm-select"
                value={chosenCoupon(view.platformCoupons)}
                onChange={(event) => choose({ platformCouponId: Number(event.target.value) })}
              >
                <option value={0}>不使用平台优惠券</option>
                {view.platformCoupons.map((coupon) => (
                  <option key={coupon.id} value={coupon.id} disabled={coupon.disabled && !coupon.checked}>
                    {`${coupon.kind} ${coupon.text}`}
                  </option>
                ))}
              </select>
            ) : (
              <span className="confirm-muted" id="confirm-platform-coupon">
                暂无可用平台优惠券
              </span>
            )}
          </div>
          <div className="confirm-option confirm-points">
            <span className="confirm-extra-label">积分抵扣</span>
            <label className="switch">
              <input
                type="checkbox"
                role="switch"
                aria-checked={choices.useIntegral}
                aria-label="积分抵扣"
                checked={choices.useIntegral}
                disabled={!view.points.open || points <= 0}
                onChange={(event) => choose({ useIntegral: event.target.checked })}
              />
              <span className="switch-track" aria-hidden="true" />
            </label>
            <span className="confirm-points-text">
              {!view.points.open || points <= 0
                ? '无可使用积分'
                : choices.useIntegral && view.points.used > 0
                  ? `当前积分 ${points}，使用了 ${view.points.used} 个积分，抵扣 ${formatFen(view.points.fen)} 元`
                  : `当前积分 ${points}`}
            </span>
          </div>
        </section>
      ) : null}
      <ApprovalLimitWarning payFen={view?.totals.payFen ?? null} />
      <RuleForecastWarning payFen={view?.totals.payFen ?? null} />
      <PriceChangeNotice text={priceChange} />
      <ConfirmTotals
        totals={view?.totals ?? null}
        address={address}
        entityText={entityText}
        canSubmit={view !== null && !checking && merchants.length > 0}
        submitting={submitting}
        onSubmit={() => void submit()}
      />
      <AddressDialog
        open={dialog !== null}
        editing={dialog?.editing ?? null}
        onClose={() => setDialog(null)}
        onSaved={(id) => void afterAddressSaved(id)}
      />
      <InvoiceDialog
        initial={invoiceOpen?.form ?? null}
        onCancel={() => setInvoiceOpen(null)}
        onConfirm={(form, request) => {
          if (!invoiceOpen) return;
          const { merId, choice } = invoiceOpen;
          setInvoices((current) => ({ ...current, [merId]: { choice, form, request } }));
          setInvoiceOpen(null);
        }}
      />
    </div>
  );
}
