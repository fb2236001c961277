// /payment (docs/screens.md a.7): the order just placed, the time left to pay and the methods the mall has
// on. 余额支付 pays at once (refused with 余额不足 when the balance is short); 微信支付 and 支付宝支付 show
// a QR code. Under 企业 the balance is 企业余额 and 企业账期 pays on credit, shown with the available credit and
// off (可用额度不足) when it does not cover the order. 去支付 is off while a payment is under way; once paid the shopper goes to the order list.
import { useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import { formatFen, yuan } from '#shared/money.ts';
import { productNames, type GroupOrderView } from '#web/features/order/group-order-view.ts';
import { payOrder, type PayType } from '#web/features/order/order-api.ts';
import { BALANCE_SHORT_TEXT, balanceCovers, CREDIT_SHORT_TEXT, creditCovers, type PayMethod } from '#web/features/order/pay-rules.ts';
import { RemainingTime } from '#web/features/order/RemainingTime.tsx';
import { appActions } from '#web/state/app-state.ts';
import { QrPayDialog } from './QrPayDialog.tsx';
import '#web/features/order/order.css';
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
  const [paying, setPaying] = useState(false);
  const [closed, setClosed] = useState(false);
  const [qr, setQr] = useState<{ type: PayType; url: string } | null>(null);
  const payingRef = useRef(false);

  const finish = async () => {
    setQr(null);
    appActions.toast('支付成功', 'success');
    await navigate(ORDER_LIST);
  };

  /** Asks the mall to pay; answers whether the page is leaving. */
  const request = async (type: PayType): Promise<boolean> => {
    try {
      const { message, data } = await payOrder(order.id, type);
      if (data?.status === 'success') {
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

  const pay = async () => {
    if (payingRef.current || !method || closed) return;
    if (method === 'balance' && !balanceCovers(balance, order.payFen)) {
      appActions.toast(BALANCE_SHORT_TEXT);
      return;
    }
    if (method === 'credit' && creditShort) {
      appActions.toast(CREDIT_SHORT_TEXT);
      return;
    }
    payingRef.current = true;
    setPaying(true);
    const leaving = await request(method);
    // Leaving the page keeps the button off, so a second click cannot pay again.
    if (!leaving) {
      payingRef.current = false;
      setPaying(false);
    }
  };

  const refreshQr = async () => {
    if (!qr || payingRef.current) return;
    payingRef.current = true;
    setPaying(true);
    await request(qr.type);
    payingRef.current = false;
    setPaying(false);
  };

  return (
    <section className="payment-page">
      <div className="payment-head">
        <span className="payment-ok" aria-hidden="true">
          ✓
        </span>
        <div>
          <h1 className="payment-title">订单提交成功！去付款咯~</h1>
          <p className="payment-remaining">
            {closed ? (
              <span className="payment-closed">订单已超时关闭，请重新下单</span>
            ) : (
              <>
                剩余时间：
                <RemainingTime closesAt={order.closesAt} onEnd={() => setClosed(true)} />
              </>
            )}
          </p>
        </div>
        <p className="payment-head-price">
          订单价格：<b data-testid="payment-price">¥{formatFen(order.payFen)}</b>
        </p>
      </div>
      <dl className="payment-info">
        <div>
          <dt>支付单号：</dt>
          <dd data-testid="payment-sn">{order.sn}</dd>
        </div>
        {order.stores.some((store) => store.orderSn) ? (
          <div>
            <dt>包含订单：</dt>
            <dd data-testid="payment-order-sns">
              {order.stores
                .map((store) => store.orderSn)
                .filter(Boolean)
                .join('、')}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>订单价格：</dt>
          <dd>¥{formatFen(order.payFen)}</dd>
        </div>
        <div>
          <dt>收货信息：</dt>
          <dd>{[order.receiver.name, order.receiver.phone, order.receiver.address].filter(Boolean).join(' ')}</dd>
        </div>
        <div>
          <dt>商品名称：</dt>
          <dd>{productNames(order)}</dd>
        </div>
      </dl>
      <div className="payment-methods">
        <h2 className="payment-methods-title">选择以下支付方式</h2>
        <div className="payment-method-list" role="radiogroup" aria-label="支付方式">
          {methods.map((option) => (
            // biome-ignore lint/a11y/useSemanticElements: a card-sized choice; the group is a radiogroup
            <button
              key={option.type}
              type="button"
              role="radio"
              aria-checked={method === option.type}
              aria-disabled={option.type === 'credit' && creditShort ? true : undefined}
              disabled={option.type === 'credit' && creditShort}
              className={`payment-method payment-method-${option.type}${method === option.type ? ' is-on' : ''}`}
              onClick={() => setMethod(option.type)}
            >
              <span className="payment-method-name">{option.label}</span>
              {option.type === 'balance' ? <span className="payment-balance">余额：{yuan(balance)}</span> : null}
              {option.type === 'credit' ? (
                <span className="payment-balance">{creditShort ? CREDIT_SHORT_TEXT : `可用额度：${yuan(credit)}`}</span>
              ) : null}
            </button>
          ))}
        </div>
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
