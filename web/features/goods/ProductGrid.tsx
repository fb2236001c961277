import type { SpuItem } from '../browse/types.ts';
import { ProductCard } from './ProductCard.tsx';
import './goods.css';

export function ProductGrid({ items, loggedIn, columns = 5 }: { items: SpuItem[]; loggedIn: boolean; columns?: 4 | 5 | 6 }) {
  return (
    <div className={`goods-grid cols-${columns}`}>
      {items.map((item) => (
        <ProductCard
          key={`${item.product_type ?? 0}-${item.product_id}`}
          item={item}
          loggedIn={loggedIn}
          size={columns === 6 ? 'sm' : 'md'}
        />
      ))}
    </div>
  );
}
