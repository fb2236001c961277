// Product search with the hot keywords under it (each keyword is itself a search link).
import { useState, type FormEvent } from 'react';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { searchHref } from './search-href.ts';

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
      <form className="search-form" role="search" onSubmit={submit}>
        <label htmlFor="site-search" className="visually-hidden">
          搜索商品
        </label>
        <input
          id="site-search"
          className="search-input"
          type="search"
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
