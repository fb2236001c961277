// One store's order in a list (docs/screens.md a.11): 订单日期, the store, the status and its badges, the goods,
// "共 N 件商品，实付金额 (应付金额 while unpaid) ¥…(含运费 ¥…)" and the buttons its status allows.
import type { ReactNode } from 'react';
import { formatFen } from '#shared/money.ts';
import { PurchaseRefLine } from '../company-purchase-refs/PurchaseRefLine.tsx';
import { refundListHref } from '../refund/refund-links.ts';
import { OrderActionBar } from './OrderActionBar.tsx';
import { OrderLines } from './OrderLines.tsx';
import type { MerchantOrderView } from './order-view.ts';
import './order.css';

export function OrderRowHead({
  date,
  sn,
  paySn = '',
  store,
  status,
  badges,
}: {
  date: string;
  /** the 订单号 (wx…): the one number of the purchase (ADR 0037, addendum 2026-12-07) */
  sn: string;
  /** an unpaid checkout's 支付单号 (wxo…), shown small as a secondary reference */
  paySn?: string;
  store: string;
  status: string;
  badges: readonly string[];
}) {
  return (
    <header className="order-row-head">
      <span>订单日期：{date}</span>
      <span className="order-row-sn">订单号：{sn}</span>
      {paySn && paySn !== sn ? <span className="order-row-pay-sn">支付单号 {paySn}</span> : null}
      <span className="order-row-store">{store}</span>
      {badges.map((badge) => (
        <span key={badge} className="order-badge">
          {badge}
        </span>
      ))}
      <span className="order-row-status" data-testid="order-status">
        {status}
      </span>
    </header>
  );
}

export interface OrderRowFootProps {
  pieces: number;
  payFen: number;
  /** null while only a presell deposit is paid (the postage comes with the tail) */
  postageFen: number | null;
  /** 应付金额 on an unpaid or held order (nothing is paid yet), else 实付金额 */
  amountLabel?: '实付金额' | '应付金额';
  children: ReactNode;
}

export function OrderRowFoot({ pieces, payFen, postageFen, amountLabel = '实付金额', children }: OrderRowFootProps) {
  return (
    <footer className="order-row-foot">
      <p className="order-row-sum">
        共 {pieces} 件商品，{amountLabel} <b>¥{formatFen(payFen)}</b>
        {postageFen === null ? null : `(含运费 ¥${formatFen(postageFen)})`}
      </p>
      {children}
    </footer>
  );
}

export function OrderRow({ order, note }: { order: MerchantOrderView; note?: ReactNode }) {
  return (
    <article className="order-row" data-order-id={order.id} aria-label={`订单 ${order.sn}`}>
      <OrderRowHead date={order.createTime} sn={order.sn} store={order.storeName} status={order.statusText} badges={order.badges} />
      <OrderLines
        lines={order.lines}
        extra={(line) =>
          line.refundText ? (
            <a className="order-line-refund" href={refundListHref(line.refundText === '退款中' ? 1 : 2)}>
              {line.refundText}
            </a>
          ) : null
        }
      />
      <PurchaseRefLine refs={order.purchaseRef} />
      {note}
      <OrderRowFoot
        pieces={order.pieces}
        payFen={order.money.paidFen}
        postageFen={order.presell && !order.presell.tailPaid ? null : order.money.postageFen}
      >
        <OrderActionBar order={order} place="list" />
      </OrderRowFoot>
    </article>
  );
}
