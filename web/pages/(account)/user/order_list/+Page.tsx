import { useData } from 'vike-react/useData';
import { OrderListScreen } from '#web/features/order/OrderListScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { tab, page, list } = useData<Data>();
  return <OrderListScreen tab={tab} page={page} data={list} />;
}
