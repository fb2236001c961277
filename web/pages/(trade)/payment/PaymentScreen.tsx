// /payment (docs/screens.md a.7): the order just placed, the time left to pay and the methods the mall has
// on. 余额支付 pays at once (refused with 余额不足 when the balance is short); 微信支付 and 支付宝支付 show
// a QR code. Under 企业 the balance is 企业余额 and 企业账期 pays on credit, shown with the available credit and
// off (可用额度不足) when it does not cover the order. 去支付 is off while a payment is under way; once paid the shopper goes to the order list.
import { useState } from 'react';
import { navigate } from 'vike/client/router';
import type { GroupOrderView } from '#web/features/order/group-order-view.ts';
import { payOrder, type PayType } from '#web/features/order/order-api.ts';
import { BALANCE_SHORT_TEXT, balanceCovers, CREDIT_SHORT_TEXT, creditCovers, type PayMethod } from '#web/features/order/pay-rules.ts';
import { useBusy } from '#web/features/ui/use-busy.ts';
import { appActions } from '#web/state/app-state.ts';
import { PaymentHead, PaymentInfo, PaymentMethodList } from './PaymentSections.tsx';
import { QrPayDialog } from './QrPayDialog.tsx';
import '#web/features/order/order.css';
import '#web/features/ui/checkout-button.css';
import '#web/features/ui/picked-card.css';
import './payment.css';

const ORDER_LIST = '/user/order_list';

export interface PaymentScreenProps {
  order: GroupOrderView;
  balance: string;
  /** available credit (企业账期), a decimal string */
  credit: string;
  methods: PayMethod[];
}

export function PaymentScreen({ order, balance, credit, methods }: PaymentScreenProps) {
  const creditShort = !creditCovers(credit, order.payFen);
  const [method, setMethod] = useState<PayType | null>(methods[0]?.type ?? null);
  const [closed, setClosed] = useState(false);
  const { qr, setQr, paying, leaving, payWith } = usePayRequest(order.id);

  const finish = async () => {
    setQr(null);
    appActions.toast('支付成功', 'success');
    await navigate(ORDER_LIST);
  };

  const pay = async () => {
    if (leaving || !method || closed) return;
    if (method === 'balance' && !balanceCovers(balance, order.payFen)) return appActions.toast(BALANCE_SHORT_TEXT);
    if (method === 'credit' && creditShort) return appActions.toast(CREDIT_SHORT_TEXT);
    await payWith(method);
  };

  const refreshQr = async () => {
    if (qr) await payWith(qr.type);
  };

  return (
    <section className="payment-page">
      <PaymentHead order={order} closed={closed} onClosed={() => setClosed(true)} />
      <PaymentInfo order={order} />
      <div className="payment-methods">
        <h2 className="payment-methods-title">选择以下支付方式</h2>
        <PaymentMethodList
          methods={methods}
          method={method}
          balance={balance}
          credit={credit}
          creditShort={creditShort}
          onChoose={setMethod}
        />
        {methods.length === 0 ? <p className="payment-none">暂无可用的支付方式</p> : null}
        <button type="button" className="payment-go" disabled={paying || closed || !method} onClick={() => void pay()}>
          {paying ? '支付中…' : '去支付'}
        </button>
      </div>
      {qr ? (
        <QrPayDialog
          type={qr.type}
          url={qr.url}
          payFen={order.payFen}
          groupOrderId={order.id}
          refreshing={paying}
          onPaid={() => void finish()}
          onRefresh={() => void refreshQr()}
          onClose={() => setQr(null)}
        />
      ) : null}
    </section>
  );
}

/** Asks the mall to pay, one call at a time: 余额 and 企业账期 pay at once and leave the page, 微信 and 支付宝 give a QR code. */
function usePayRequest(orderId: number) {
  const [qr, setQr] = useState<{ type: PayType; url: string } | null>(null);
  // Leaving the page keeps the button off, so a second click cannot pay again.
  const [leaving, setLeaving] = useState(false);
  const { busy, run } = useBusy();
  const paying = busy || leaving;

  /** Asks the mall to pay; answers whether the page is leaving. */
  const request = async (type: PayType): Promise<boolean> => {
    try {
      const { message, data } = await payOrder(orderId, type);
      if (data?.status === 'success') {
        setLeaving(true);
        appActions.toast(message && message !== 'success' ? message : '支付成功', 'success');
        await navigate(ORDER_LIST);
        return true;
      }
      if (data?.status === type && data.result?.config) {
        setQr({ type, url: new URL(data.result.config, window.location.origin).href });
        return false;
      }
      appActions.toast(message && message !== 'success' ? message : '支付失败');
    } catch (error) {
      appActions.toast(error instanceof Error ? error.message : '支付失败');
    }
    return false;
  };

  return { qr, setQr, paying, leaving, payWith: (type: PayType) => run(() => request(type)) };
}
