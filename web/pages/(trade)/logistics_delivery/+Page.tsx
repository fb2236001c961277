import { useData } from 'vike-react/useData';
import { NoOrder } from '#web/features/order/NoOrder.tsx';
import type { Data } from './+data.ts';
import { DeliveryScreen } from './DeliveryScreen.tsx';

export default function Page() {
  const { order, delivery } = useData<Data>();
  if (!order) return <NoOrder title="配送详情" />;
  return <DeliveryScreen order={order} delivery={delivery} />;
}
