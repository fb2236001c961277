import { useData } from 'vike-react/useData';
import { NoOrder } from '#web/features/order/NoOrder.tsx';
import type { Data } from './+data.ts';
import { StayDetailScreen } from './StayDetailScreen.tsx';

export default function Page() {
  const { order } = useData<Data>();
  if (!order) return <NoOrder title="待付款订单" />;
  return <StayDetailScreen order={order} />;
}
