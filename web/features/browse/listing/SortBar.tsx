// 排序：默认 / 销量 / 评分 / 价格 (arrow toggles asc↔desc) and the price range as a GET form that keeps
// the rest of the state in hidden fields.
import { listingSearch, type BaseQuery, type ListingLinks, type ListingState } from './listing-query.ts';

function hiddenFields(base: BaseQuery, state: ListingState): [string, string][] {
  const query = new URLSearchParams(listingSearch(base, { ...state, page: 1, priceOn: '', priceOff: '' }).slice(1));
  return [...query.entries()];
}

export function SortBar({
  state,
  links,
  base,
  pathname,
  total,
}: {
  state: ListingState;
  links: ListingLinks;
  base: BaseQuery;
  pathname: string;
  total: number;
}) {
  const priceActive = state.order === 'price_asc' || state.order === 'price_desc';
  const item = (key: 'default' | 'sales' | 'rate', label: string, active: boolean) => (
    <a className={`sort-item${active ? ' active' : ''}`} href={links.sortBy(key)} aria-current={active ? 'true' : undefined} rel="nofollow">
      {label}
    </a>
  );
  return (
    <div className="sort-bar">
      <span className="filter-label">排序：</span>
      {item('default', '默认', state.order === '')}
      {item('sales', '销量', state.order === 'sales')}
      {item('rate', '评分', state.order === 'rate')}
      <a
        className={`sort-item sort-price${priceActive ? ' active' : ''}`}
        href={links.sortBy('price')}
        aria-current={priceActive ? 'true' : undefined}
        rel="nofollow"
        data-dir={state.order === 'price_desc' ? 'desc' : state.order === 'price_asc' ? 'asc' : ''}
      >
        价格
        <span className="sort-arrows" role="img" aria-label={state.order === 'price_desc' ? '从高到低' : '从低到高'}>
          <i className={state.order === 'price_asc' ? 'on' : ''}>▲</i>
          <i className={state.order === 'price_desc' ? 'on' : ''}>▼</i>
        </span>
      </a>
      {/* biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark; a <search> wrapper would add a box to the row it sits in */}
      <form className="price-range" method="get" action={pathname} role="search" aria-label="价格区间">
        {hiddenFields(base, state).map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <input name="price_on" type="number" min={0} step="0.01" placeholder="¥ 最低价" defaultValue={state.priceOn} aria-label="最低价" />
        <span className="price-dash">-</span>
        <input
          name="price_off"
          type="number"
          min={0}
          step="0.01"
          placeholder="¥ 最高价"
          defaultValue={state.priceOff}
          aria-label="最高价"
        />
        <a className="btn-plain" href={links.href({ priceOn: '', priceOff: '' })} rel="nofollow">
          取消
        </a>
        <button type="submit" className="btn-primary-sm">
          确定
        </button>
      </form>
      <span className="sort-total">
        共 <b>{total}</b> 件商品
      </span>
    </div>
  );
}
