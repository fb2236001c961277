import { useData } from 'vike-react/useData';
import { ProductDetailView } from '#web/features/goods/detail/ProductDetailView.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  return <ProductDetailView data={useData<Data>()} />;
}
