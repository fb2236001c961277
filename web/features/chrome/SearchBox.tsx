// Product search with the hot keywords under it (each keyword is itself a search link) and the
// type-ahead list under the input (products, categories, stores).
import { useState, type FormEvent } from 'react';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { SearchSuggest } from '../search/SearchSuggest.tsx';
import { searchHref } from './search-href.ts';

const INPUT_ID = 'site-search';

export function SearchBox({ hotKeywords }: { hotKeywords: string[] }) {
  const pageContext = usePageContext();
  const pathname = pageContext.urlParsed?.pathname ?? '/';
  const initial = pathname === '/goods_search' || pathname === '/goods_cate' ? String(pageContext.urlParsed?.search.title ?? '') : '';
  const [text, setText] = useState(initial);

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
          />
          <button type="submit" className="search-button">
            搜索
          </button>
        </form>
        <SearchSuggest inputId={INPUT_ID} />
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
