import { useData } from 'vike-react/useData';
import { RefundLogisticsScreen } from '#web/features/refund/RefundLogisticsScreen.tsx';
import { RefundRefused } from '#web/features/refund/RefundSelectScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { tracking } = useData<Data>();
  if (!tracking) return <RefundRefused title="退款物流" message="退款单不存在" backHref="/user/refund_list" />;
  return <RefundLogisticsScreen tracking={tracking} />;
}
