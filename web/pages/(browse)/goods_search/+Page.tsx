import { useData } from 'vike-react/useData';
import { ListingView } from '#web/features/browse/listing/ListingView.tsx';
import { SearchSuggest } from '#web/features/search/SearchSuggest.tsx';
import { StoreStrip } from '#web/features/store/StoreStrip.tsx';
import './result-search.css';
import type { Data } from './+data.ts';

function ResultSearch({ keyword }: { keyword: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark; a <search> wrapper would add a box to the row it sits in
    <form className="result-search" method="get" action="/goods_search" role="search">
      <input
        id="result-search"
        name="title"
        defaultValue={keyword}
        placeholder="重新搜索商品、分类或店铺"
        aria-label="重新搜索"
        className="result-search-input"
      />
      <button type="submit" className="btn-primary-sm result-search-button">
        搜索
      </button>
      <SearchSuggest inputId="result-search" />
    </form>
  );
}

export default function Page() {
  const data = useData<Data>();
  const keyword = data.base.title ?? '';
  return (
    <ListingView
      data={data}
      head={
        <>
          <ResultSearch keyword={keyword} />
          {data.stores?.length ? <StoreStrip stores={data.stores} keyword={keyword} /> : null}
        </>
      }
    />
  );
}
