import { useData } from 'vike-react/useData';
import { CartScreen } from '#web/features/cart/CartScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { stores, fail, punchout } = useData<Data>();
  return <CartScreen initial={{ stores, fail }} punchout={punchout} />;
}
