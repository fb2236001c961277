// 热门榜单 "大家都帮你选好了": the three best sellers, linking to /goods_ranking.
import { HomeSection } from './HomeSection.tsx';
import type { SpuItem } from '#web/features/browse/types.ts';
import { productHref } from '#web/features/goods/goods-links.ts';
import { PriceTag } from '#web/features/goods/price/PriceTag.tsx';
import { useShownPrice } from '#web/features/goods/price/use-shown-price.ts';

export function HotRanking({ items }: { items: SpuItem[]; loggedIn?: boolean }) {
  const shown = useShownPrice();
  return (
    <HomeSection title="热门榜单" sub="大家都帮你选好了" moreHref="/goods_ranking" className="home-section home-half">
      <ol className="home-hot">
        {items.map((item, index) => (
          <li key={item.product_id}>
            <a href={productHref(item)}>
              <span className={`rank-no rank-${index + 1}`}>TOP{index + 1}</span>
              <img src={item.image} alt={item.store_name} width={150} height={150} loading="lazy" />
              <span className="home-hot-name">{item.store_name}</span>
              <PriceTag shown={shown(item)} />
            </a>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
