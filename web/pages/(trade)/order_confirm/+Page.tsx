import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { OrderConfirmScreen } from './OrderConfirmScreen.tsx';

export default function Page() {
  const { cartIds, addresses, preview, points } = useData<Data>();
  return <OrderConfirmScreen cartIds={cartIds} addresses={addresses} preview={preview} points={points} />;
}
