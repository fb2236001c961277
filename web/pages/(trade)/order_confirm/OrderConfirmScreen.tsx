// /order_confirm (docs/screens.md a.6): addresses, the stores of the order, the platform coupon, points,
// invoices and notes; every change re-prices through order/check. 提交订单 places the order once
// (guarded here as well as by the mall's one-time key) and goes to the payment page, or straight to the
// order list when nothing is left to pay (docs/product.md §13 "order creation").
import { lazy, useState } from 'react';
import type { AddressView } from '#web/features/address/address-form.ts';
import { Breadcrumb } from '#web/features/browse/Breadcrumb.tsx';
import { PurchaseRefFields } from '#web/features/company-purchase-refs/PurchaseRefFields.tsx';
import { LazyDialog } from '#web/features/ui/LazyDialog.tsx';
import { useAppState } from '#web/state/app-state.ts';
import { AddressSection } from './AddressSection.tsx';
import type { ConfirmChoices, ConfirmMerchant } from './confirm-view.ts';
import { ConfirmExtras } from './ConfirmExtras.tsx';
import { ConfirmTotals } from './ConfirmTotals.tsx';
import { MerchantBlock } from './MerchantBlock.tsx';
import { PriceChangeNotice } from './PriceChangeNotice.tsx';
import { useConfirmAddresses } from './use-confirm-addresses.ts';
import { useConfirmInvoices } from './use-confirm-invoices.ts';
import { useConfirmSubmit } from './use-confirm-submit.ts';
import { useOrderCheck } from './use-order-check.ts';
import '#web/features/order/goods-lines.css';
import '#web/features/ui/checkout-button.css';
import '#web/features/ui/picked-card.css';
import './confirm.css';
import { AfterHydration } from '#web/features/ui/AfterHydration.tsx';

// The address and invoice dialogs open on a click: their forms and rules load then (docs/adr/0100).
const AddressDialog = lazy(() => import('#web/features/address/AddressDialog.tsx').then((module) => ({ default: module.AddressDialog })));
// The limit and rule warnings speak only under 企业 (after a question to the mall): a personal buyer never loads them.
const CompanyWarnings = lazy(() => import('./CompanyWarnings.tsx').then((module) => ({ default: module.CompanyWarnings })));
const InvoiceDialog = lazy(() => import('#web/features/order/InvoiceDialog.tsx').then((module) => ({ default: module.InvoiceDialog })));

export interface OrderConfirmScreenProps {
  cartIds: number[];
  addresses: AddressView[];
  preview: ConfirmMerchant[];
  points: number;
}

/** The first address, the best coupons (chosen by the mall's first check) and no points. */
const firstChoices = (addresses: AddressView[]): ConfirmChoices => ({
  addressId: addresses[0]?.id ?? 0,
  storeCoupons: {},
  platformCouponId: undefined,
  useIntegral: false,
});

export function OrderConfirmScreen({ cartIds, addresses: initialAddresses, preview, points }: OrderConfirmScreenProps) {
  const { entity, companyAccount } = useAppState();
  const companyName = entity === 'COMPANY' && companyAccount ? companyAccount.user.name : null;
  const [choices, setChoices] = useState<ConfirmChoices>(() => firstChoices(initialAddresses));
  const check = useOrderCheck(cartIds, choices);
  const { view, checking, recheck } = check;

  const merchants = view?.merchants ?? preview;
  const entityText = companyName ? `以企业身份采购：${companyName}` : '采购身份：个人';
  const invoicing = useConfirmInvoices(companyName);
  const { invoices, invoiceForCreate, pickInvoice, editInvoice } = invoicing;
  const choose = (patch: Partial<ConfirmChoices>) => setChoices((current) => ({ ...current, ...patch }));
  const addressing = useConfirmAddresses(initialAddresses, choices.addressId, choose, recheck);
  const { addresses, setDialog, address } = addressing;
  const { notes, noteErrors, writeNote, purchaseRef, setPurchaseRef, priceChange, submitting, submit } = useConfirmSubmit({
    cartIds,
    choices,
    address,
    check,
    invoiceForCreate,
  });

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
            onNote={(text) => writeNote(merchant.merId, text)}
            onInvoiceChoice={(choice) => pickInvoice(merchant.merId, choice)}
            onInvoiceEdit={() => editInvoice(merchant.merId)}
          />
        ))}
      </section>
      <PurchaseRefFields value={purchaseRef} onChange={setPurchaseRef} />
      {view ? <ConfirmExtras view={view} points={points} choices={choices} choose={choose} /> : null}
      {companyName ? (
        <AfterHydration>
          <CompanyWarnings payFen={view?.totals.payFen ?? null} merchants={merchants} costCenterId={purchaseRef.costCenterId} />
        </AfterHydration>
      ) : null}
      <PriceChangeNotice text={priceChange} />
      <ConfirmTotals
        totals={view?.totals ?? null}
        address={address}
        entityText={entityText}
        canSubmit={view !== null && !checking && merchants.length > 0}
        submitting={submitting}
        onSubmit={() => void submit()}
      />
      <ConfirmDialogs addressing={addressing} invoicing={invoicing} />
    </div>
  );
}

/** The address and invoice dialogs, each loaded when it opens. */
function ConfirmDialogs({
  addressing: { dialog, setDialog, afterAddressSaved },
  invoicing: { invoiceOpen, confirmInvoice, closeInvoice },
}: {
  addressing: ReturnType<typeof useConfirmAddresses>;
  invoicing: ReturnType<typeof useConfirmInvoices>;
}) {
  return (
    <>
      {dialog !== null ? (
        <LazyDialog onClose={() => setDialog(null)}>
          <AddressDialog open editing={dialog.editing} onClose={() => setDialog(null)} onSaved={(id) => void afterAddressSaved(id)} />
        </LazyDialog>
      ) : null}
      {invoiceOpen !== null ? (
        <LazyDialog onClose={closeInvoice}>
          <InvoiceDialog initial={invoiceOpen.form} onCancel={closeInvoice} onConfirm={confirmInvoice} />
        </LazyDialog>
      ) : null}
    </>
  );
}
