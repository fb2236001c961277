import { useData } from 'vike-react/useData';
import { ProductDetailView } from '#web/components/goods/detail/ProductDetailView.tsx';
import type { DetailData } from '#web/components/goods/detail/detail-types.ts';

export default function Page() {
  return <ProductDetailView data={useData<DetailData>()} />;
}
