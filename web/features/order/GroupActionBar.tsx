// The buttons of an unpaid group order (docs/screens.md a.11): 取消订单 after a confirmation, 立即支付 on the
// payment page, 查看详情 on the unpaid-order page.
import { reload } from 'vike/client/router';
import { ACTION_LABELS, GROUP_ACTIONS, paymentHref, stayDetailHref } from './order-action-rules.ts';
import { cancelUnpaid } from './order-actions.ts';
import { useOrderAction } from './use-order-action.tsx';
import { useOrderActionAccess } from './use-order-action-access.ts';
import '../ui/outline-button.css';
import './order.css';

/** `payable` false: a company order waiting for approval (docs/company-api.md §5.3) shows no 立即支付; under 企业 only the
 * buttons the member's role may use show. */
export function GroupActionBar({ groupOrderId, payLabel, payable = true }: { groupOrderId: number; payLabel?: string; payable?: boolean }) {
  const { busy, ask, confirmBox } = useOrderAction();
  const labels = ACTION_LABELS.list;
  const mayUse = useOrderActionAccess();
  return (
    <div className="order-actions">
      {GROUP_ACTIONS.filter(mayUse).map((key) => {
        if (key === 'cancel')
          return (
            <button
              key={key}
              type="button"
              className="order-btn"
              disabled={busy}
              onClick={() =>
                ask({
                  title: '取消订单',
                  text: '确定取消该订单吗？',
                  run: async () => (await cancelUnpaid(groupOrderId)) && reload(),
                })
              }
            >
              {labels.cancel}
            </button>
          );
        if (key === 'pay' && !payable) return null;
        if (key === 'pay')
          return (
            <a key={key} className="order-btn is-primary" href={paymentHref(groupOrderId)}>
              {payLabel ?? labels.pay}
            </a>
          );
        return (
          <a key={key} className="order-btn" href={stayDetailHref(groupOrderId)}>
            {labels.detail}
          </a>
        );
      })}
      {confirmBox}
    </div>
  );
}
