import { useData } from 'vike-react/useData';
import { RefundDetailScreen } from '#web/features/refund/RefundDetailScreen.tsx';
import { RefundRefused } from '#web/features/refund/RefundSelectScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { refund } = useData<Data>();
  if (!refund) return <RefundRefused title="退款详情" message="退款单不存在" backHref="/user/refund_list" />;
  return <RefundDetailScreen refund={refund} />;
}
