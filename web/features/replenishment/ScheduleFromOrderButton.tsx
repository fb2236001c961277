// 设为定期采购 on a company order's detail (docs/company-api.md §16.2, source `order_id`): opens the same terms
// dialog as a reorder list's 定期采购; the schedule keeps the order's normal-product lines and today's prices. Shown
// only to a member buying as 企业 whose role may buy, and not for a presell order (its lines cannot repeat).
import { lazy, Suspense, useState } from 'react';
import type { MerchantOrderView } from '../order/order-view.ts';
import { useCompanyBuyer } from '../reorder-lists/use-company-buyer.ts';
import './replenishment.css';

// loaded on the click: the order detail's own script stays within the route budget
const ScheduleDialog = lazy(() => import('./ScheduleDialog.tsx').then((module) => ({ default: module.ScheduleDialog })));

export function ScheduleFromOrderButton({ order }: { order: Pick<MerchantOrderView, 'id' | 'presell'> }) {
  const buyer = useCompanyBuyer();
  const [open, setOpen] = useState(false);
  if (!buyer || order.presell) return null;
  return (
    <div className="rp-from-order">
      <button type="button" className="btn-ghost" onClick={() => setOpen(true)}>
        设为定期采购
      </button>
      <span className="rp-hint">按此订单的商品和数量定期自动下单</span>
      {open ? (
        <Suspense fallback={null}>
          <ScheduleDialog
            title="设为定期采购"
            path="/api/company/replenishment/create"
            extra={{ order_id: order.id }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
