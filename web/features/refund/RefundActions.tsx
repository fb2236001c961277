// What the refund list's rows and the refund detail page share: the action row (links for 退回商品, 查看物流,
// 再次申请, 查看详情; a button for 取消申请 or 删除记录, which asks first) and the box that asks.
import { AskDialog, type AskDialogProps } from '#web/features/ui/AskDialog.tsx';
import { REFUND_ACTION_LABELS, type RefundActionKey, type RefundRowView } from './refund-view.ts';
import { refundDetailHref, refundGoodsHref, refundLogisticsHref, refundSelectHref } from './refund-links.ts';

/** Where each action that is a link leads for one request; 取消申请 and 删除记录 are buttons and have none. */
export function refundActionHrefs(row: Pick<RefundRowView, 'id' | 'orderId' | 'lines'>): Partial<Record<RefundActionKey, string>> {
  return {
    backGoods: refundGoodsHref(row.id),
    logistics: refundLogisticsHref(row.id),
    detail: refundDetailHref(row.id),
    again: refundSelectHref(
      row.orderId,
      row.lines.map((line) => line.orderProductId),
    ),
  };
}

export function RefundActionRow({
  actions,
  hrefs,
  className,
  disabled,
  onButton,
}: {
  actions: readonly RefundActionKey[];
  hrefs: Partial<Record<RefundActionKey, string>>;
  className: string;
  disabled?: boolean;
  onButton: () => void;
}) {
  return (
    <div className={className}>
      {actions.map((key) => {
        const href = hrefs[key];
        return href === undefined ? (
          <button key={key} type="button" className="refund-btn" disabled={disabled} onClick={onButton}>
            {REFUND_ACTION_LABELS[key]}
          </button>
        ) : (
          <a key={key} className={`refund-btn${key === 'backGoods' ? ' is-primary' : ''}`} href={href}>
            {REFUND_ACTION_LABELS[key]}
          </a>
        );
      })}
    </div>
  );
}

/** 取消申请 / 删除记录 asks first (in the refund pages' buttons); 确定 closes the box and runs the call. */
export function RefundAskDialog(props: Omit<AskDialogProps, 'barClassName' | 'cancelClassName' | 'confirmClassName'>) {
  return <AskDialog {...props} barClassName="refund-bar" cancelClassName="refund-btn" confirmClassName="refund-btn is-primary" />;
}
