import { useData } from 'vike-react/useData';
import { NoOrder } from '#web/features/order/NoOrder.tsx';
import type { Data } from './+data.ts';
import { PaymentScreen } from './PaymentScreen.tsx';

export default function Page() {
  const { order, balance, credit, methods } = useData<Data>();
  if (!order) return <NoOrder title="支付" />;
  return <PaymentScreen order={order} balance={balance} credit={credit} methods={methods} />;
}
