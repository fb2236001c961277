// Product search with the hot keywords under it (each keyword is itself a search link) and the
// type-ahead list under the input (products, categories, stores).
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { whenIdle } from '../ui/idle.ts';
import { searchHref } from './search-href.ts';

// The type-ahead loads when the browser is idle or the input is focused, whichever comes first: it shows only
// once the shopper types, and every page's own script stays lighter (docs/adr/0100).
const SearchSuggest = lazy(() => import('../search/SearchSuggest.tsx').then((module) => ({ default: module.SearchSuggest })));

const INPUT_ID = 'site-search';

export function SearchBox({ hotKeywords }: { hotKeywords: string[] }) {
  const pageContext = usePageContext();
  const pathname = pageContext.urlParsed?.pathname ?? '/';
  const initial = pathname === '/goods_search' || pathname === '/goods_cate' ? String(pageContext.urlParsed?.search.title ?? '') : '';
  const [text, setText] = useState(initial);
  const [suggestOn, setSuggestOn] = useState(false);
  useEffect(() => whenIdle(() => setSuggestOn(true)), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(searchHref(text, window.location.pathname));
  };

  return (
    <div className="search">
      {/* positioned box: the suggestion list hangs under the form, which clips its own overflow */}
      <div className="search-field">
        {/* biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark; a <search> wrapper would add a box to the row it sits in */}
        <form className="search-form" role="search" onSubmit={submit}>
          <label htmlFor={INPUT_ID} className="visually-hidden">
            搜索商品
          </label>
          {/* the combobox attributes are rendered here too, so the server HTML already matches */}
          <input
            id={INPUT_ID}
            className="search-input"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-controls={`${INPUT_ID}-suggest`}
            aria-expanded="false"
            placeholder="搜索商品"
            autoComplete="off"
            maxLength={60}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onFocus={() => setSuggestOn(true)}
          />
          <button type="submit" className="search-button">
            搜索
          </button>
        </form>
        {suggestOn ? (
          <Suspense fallback={null}>
            <SearchSuggest inputId={INPUT_ID} />
          </Suspense>
        ) : null}
      </div>
      {hotKeywords.length > 0 ? (
        <ul className="hot-keywords" aria-label="热门搜索">
          {hotKeywords.map((keyword) => (
            <li key={keyword}>
              <a href={searchHref(keyword, pathname)}>{keyword}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
