import { useData } from 'vike-react/useData';
import { RefundBatchScreen } from '#web/features/refund/RefundBatchScreen.tsx';
import { RefundRefused } from '#web/features/refund/RefundSelectScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { orderId, lines, message } = useData<Data>();
  if (message || lines.length === 0)
    return <RefundRefused title="批量退款" message={message || '没有可退款商品'} backHref="/user/order_list" />;
  return <RefundBatchScreen orderId={orderId} lines={lines} />;
}
