// The buttons of one store's order (docs/screens.md a.8, a.11), by status: links for what opens another page
// (立即支付, 查看物流, 去评价, 查看详情), buttons for what the mall does (取消订单, 确认收货 and 删除订单 after a
// confirmation; 再次购买; 申请开票 and 立即付款 in their dialogs). After a change the page reads the order again.
import { lazy, Suspense } from 'react';
import { useAppState } from '#web/state/app-state.ts';
import {
  ACTION_LABELS,
  logisticsHref,
  type OrderActionKey,
  orderActions,
  orderDetailHref,
  paymentHref,
  reviewHref,
} from './order-action-rules.ts';
import type { MerchantOrderView } from './order-view.ts';
import { useOrderActionAccess } from './use-order-action-access.ts';
import { useOrderActionHandlers } from './use-order-action-handlers.ts';
import '../ui/outline-button.css';
import './order.css';

export interface OrderActionBarProps {
  order: MerchantOrderView;
  place: 'list' | 'detail';
  /** after a deleted order (the detail page leaves for the list); default: read the page again */
  onDeleted?: () => Promise<unknown> | unknown;
}

// the two dialogs load when opened: the order list and the order detail keep their scripts within the route budget
const InvoiceApply = lazy(() => import('./InvoiceApply.tsx').then((module) => ({ default: module.InvoiceApply })));
const TailPayDialog = lazy(() => import('./TailPayDialog.tsx').then((module) => ({ default: module.TailPayDialog })));

const PRIMARY: ReadonlySet<OrderActionKey> = new Set(['pay', 'payTail', 'take', 'review']);

export function OrderActionBar({ order, place, onDeleted }: OrderActionBarProps) {
  const { busy, onClick, confirmBox, dialog, closeDialog, refresh } = useOrderActionHandlers(order, onDeleted);
  const { entity, companyAccount } = useAppState();
  const company = entity === 'COMPANY' && companyAccount !== null;
  const mayUse = useOrderActionAccess();
  const labels = ACTION_LABELS[place];
  const className = (key: OrderActionKey) => `order-btn${PRIMARY.has(key) ? ' is-primary' : ''}`;

  const href: Partial<Record<OrderActionKey, string>> = {
    pay: paymentHref(order.groupId),
    logistics: logisticsHref(order),
    review: reviewHref(order),
    detail: orderDetailHref(order.id),
  };

  // under 企业 receipt is the line-by-line 收货验收 of the order detail (docs/company-api.md §11.2), not 确认收货
  // and only the buttons the member's role may use (the mall's route table)
  const actions = orderActions(order, place).filter((key) => mayUse(key) && !(company && key === 'take' && place === 'detail'));
  if (company && actions.includes('take')) href.take = `${orderDetailHref(order.id)}#acceptance`;
  if (actions.length === 0) return null;
  return (
    <div className="order-actions">
      {actions.map((key) => {
        const link = href[key];
        if (link)
          return (
            <a key={key} className={className(key)} href={link}>
              {company && key === 'take' ? '去验收' : labels[key]}
            </a>
          );
        return (
          <button key={key} type="button" className={className(key)} disabled={busy} onClick={onClick[key]}>
            {labels[key]}
          </button>
        );
      })}
      {confirmBox}
      <Suspense fallback={null}>
        {dialog === 'invoice' ? (
          <InvoiceApply orderId={order.id} poNumber={order.purchaseRef.poNumber} open onClose={closeDialog} onDone={refresh} />
        ) : null}
        {order.presell && dialog === 'tail' ? (
          <TailPayDialog
            presellOrderId={order.presell.presellOrderId}
            tailFen={order.presell.tailFen}
            open
            onClose={closeDialog}
            onPaid={refresh}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
