import { useData } from 'vike-react/useData';
import { RefundConfirmScreen } from '#web/features/refund/RefundConfirmScreen.tsx';
import { RefundRefused } from '#web/features/refund/RefundSelectScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { orderId, confirm, message } = useData<Data>();
  if (!confirm)
    return (
      <RefundRefused title="申请退款" message={message} backHref={orderId ? `/order_detail?orderId=${orderId}` : '/user/order_list'} />
    );
  return <RefundConfirmScreen {...confirm} />;
}
