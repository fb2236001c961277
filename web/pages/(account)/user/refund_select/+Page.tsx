import { useData } from 'vike-react/useData';
import { RefundRefused, RefundSelectScreen } from '#web/features/refund/RefundSelectScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { select, message } = useData<Data>();
  if (!select) return <RefundRefused title="选择退款类型" message={message} backHref="/user/order_list" heading={false} />;
  return <RefundSelectScreen {...select} />;
}
