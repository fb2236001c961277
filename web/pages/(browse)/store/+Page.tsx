import { useData } from 'vike-react/useData';
import { Empty } from '#web/features/browse/Empty.tsx';
import { Pagination } from '#web/features/browse/Pagination.tsx';
import { SectionHead } from '#web/features/browse/SectionHead.tsx';
import { useLoggedIn } from '#web/features/browse/use-logged-in.ts';
import { ProductGrid } from '#web/features/goods/ProductGrid.tsx';
import { storeHref } from '#web/features/store/store-links.ts';
import { StoreShell } from '#web/features/store/StoreShell.tsx';
import './store-home.css';
import type { Data } from './+data.ts';

export default function Page() {
  const { shell, recommend, products, page, limit } = useData<Data>();
  const loggedIn = useLoggedIn();
  const banner = shell.banners[0];
  return (
    <StoreShell shell={shell} active="home">
      {banner ? <img src={banner.image} alt="" width={944} height={300} className="store-home-banner" /> : null}
      {recommend.length ? (
        <section className="home-section store-home-section">
          <SectionHead title="店铺推荐" />
          <ProductGrid items={recommend} loggedIn={loggedIn} columns={4} />
        </section>
      ) : null}
      <SectionHead title="全部商品" sub={`共 ${products.count} 件`} />
      {products.list.length ? <ProductGrid items={products.list} loggedIn={loggedIn} columns={4} /> : <Empty text="店铺暂无商品~" />}
      <Pagination
        page={page}
        total={products.count}
        limit={limit}
        hrefFor={(n) => `${storeHref(shell.merchant.mer_id)}${n > 1 ? `&page=${n}` : ''}`}
      />
    </StoreShell>
  );
}
