import { useData } from 'vike-react/useData';
import { NoOrder } from '#web/features/order/NoOrder.tsx';
import type { Data } from './+data.ts';
import { LogisticsScreen } from './LogisticsScreen.tsx';

export default function Page() {
  const { order, recommend, track } = useData<Data>();
  if (!order) return <NoOrder title="物流详情" />;
  return <LogisticsScreen order={order} recommend={recommend} track={track} />;
}
