import { useData } from 'vike-react/useData';
import { PresellOrderScreen } from '#web/features/order/PresellOrderScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { page, list } = useData<Data>();
  return <PresellOrderScreen page={page} data={list} />;
}
