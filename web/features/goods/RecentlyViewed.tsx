// 最近浏览: read after hydration (browser history for guests, /api/user/history when logged in).
import { useEffect, useState } from 'react';
import { apiGet } from '../../api/bff-client.ts';
import { SectionHead } from '../browse/SectionHead.tsx';
import type { Paged, SpuItem } from '../browse/types.ts';
import { useLoggedIn } from '../browse/use-logged-in.ts';
import { useLayoutView } from '../../state/use-layout-view.ts';
import { withAgreedShown } from './price/browser-agreements.ts';
import { ProductCard } from './ProductCard.tsx';
import { readRecent, type RecentItem } from './recent-views.ts';

interface HistoryRow {
  product_id: number;
  spu?: SpuItem | null;
}

export function RecentlyViewed({ excludeId, limit = 6 }: { excludeId?: number; limit?: number }) {
  const loggedIn = useLoggedIn();
  const layout = useLayoutView();
  const [items, setItems] = useState<RecentItem[] | null>(null);
  useEffect(() => {
    let live = true;
    const load = loggedIn
      ? apiGet<Paged<HistoryRow>>('/api/user/history', { page: 1, limit: limit + 1 }).then((page) =>
          (page.list ?? []).map((row) => row.spu).filter((spu): spu is SpuItem => Boolean(spu)),
        )
      : Promise.resolve(readRecent());
    load
      .then((list) => withAgreedShown(list.filter((item) => item.product_id !== excludeId).slice(0, limit), layout))
      .then((list) => live && setItems(list))
      .catch(() => live && setItems([]));
    return () => {
      live = false;
    };
  }, [loggedIn, excludeId, limit, layout]);
  if (!items?.length) return null;
  return (
    <section className="recent-views" aria-label="最近浏览">
      <SectionHead title="最近浏览" sub={loggedIn ? '您的浏览足迹' : '仅保存在本机浏览器'} />
      <div className="goods-grid cols-6">
        {items.map((item) => (
          <ProductCard key={item.product_id} item={item} loggedIn={loggedIn} size="sm" />
        ))}
      </div>
    </section>
  );
}
