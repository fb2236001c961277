import { useData } from 'vike-react/useData';
import { ROUTES } from '#shared/routes.ts';
import { NoOrder } from '#web/features/order/NoOrder.tsx';
import { OrderDetailScreen } from '#web/features/order/OrderDetailScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { order } = useData<Data>();
  if (!order) return <NoOrder title={ROUTES.orderDetail.name} />;
  return <OrderDetailScreen order={order} />;
}
