import { useData } from 'vike-react/useData';
import { CartScreen } from '../../components/cart/CartScreen.tsx';
import type { CartView } from './cart-totals.ts';

export default function Page() {
  return <CartScreen initial={useData<CartView>()} />;
}
