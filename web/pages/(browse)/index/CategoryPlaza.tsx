// 分类广场: one block per category, 8 products each; more blocks load (GET /api/pc/rec_list) as the
// shopper nears the end. The server renders the first block only (the HTML stays light, docs/adr/0025); the
// first fetch asks page 1 again and keeps the blocks not yet shown. Without JavaScript the first block and a
// link to all categories remain.
import { useEffect, useRef, useState } from 'react';
import { apiGet } from '#web/api/bff-client.ts';
import type { RecBlock } from '#web/features/browse/activity-types.ts';
import { cateHref } from '#web/features/browse/category-path.ts';
import type { Paged } from '#web/features/browse/types.ts';
import { ProductGrid } from '#web/features/goods/ProductGrid.tsx';
import { withAgreedShown } from '#web/features/goods/price/browser-agreements.ts';
import { useLayoutView } from '#web/state/use-layout-view.ts';
import { HomeSection } from './HomeSection.tsx';

const PAGE_SIZE = 3;

export function CategoryPlaza({ first, loggedIn }: { first: Paged<RecBlock>; loggedIn: boolean }) {
  const layout = useLayoutView();
  const [blocks, setBlocks] = useState(first.list ?? []);
  // pages of PAGE_SIZE blocks fully shown; the server's first page is partial
  const [page, setPage] = useState(blocks.length >= PAGE_SIZE ? 1 : 0);
  const [state, setState] = useState<'idle' | 'loading' | 'done' | 'error'>(blocks.length >= first.count ? 'done' : 'idle');
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || state !== 'idle') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setState('loading');
        apiGet<Paged<RecBlock>>('/api/pc/rec_list', { page: page + 1, limit: PAGE_SIZE })
          .then(async (next) => {
            const list = await Promise.all(
              (next.list ?? []).map(async (block) => ({ ...block, list: await withAgreedShown(block.list.slice(0, 8), layout) })),
            );
            return { ...next, list };
          })
          .then((next) => {
            const shown = new Set(blocks.map((block) => block.cid));
            const merged = [...blocks, ...(next.list ?? []).filter((block) => !shown.has(block.cid))];
            setBlocks(merged);
            setPage(page + 1);
            setState(merged.length >= next.count || !next.list?.length ? 'done' : 'idle');
          })
          .catch(() => setState('error'));
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [state, page, blocks, layout]);

  return (
    <HomeSection title="分类广场" sub="品类齐全 一站采购" moreHref="/goods_categories" more="全部分类" className="home-plaza">
      {blocks.map((block) => (
        <div className="plaza-block" key={block.cid} data-plaza-block={block.cid}>
          <div className="plaza-head">
            <h3>{block.title}</h3>
            <a href={cateHref({ store_category_id: block.cid, cate_name: block.title })}>查看更多 ›</a>
          </div>
          <ProductGrid items={block.list.slice(0, 8)} loggedIn={loggedIn} columns={4} />
        </div>
      ))}
      <div ref={sentinel} className="plaza-foot" aria-live="polite">
        {state === 'loading' ? (
          '正在加载…'
        ) : state === 'done' ? (
          '已经到底啦~'
        ) : state === 'error' ? (
          <button type="button" className="btn-plain" onClick={() => setState('idle')}>
            加载失败，点击重试
          </button>
        ) : (
          '下拉加载更多'
        )}
      </div>
    </HomeSection>
  );
}
