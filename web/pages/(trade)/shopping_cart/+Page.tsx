import { useData } from 'vike-react/useData';
import { CartScreen } from '#web/features/cart/CartScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { stores, fail } = useData<Data>();
  return <CartScreen initial={{ stores, fail }} />;
}
