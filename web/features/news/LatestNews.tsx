import { newsDetailHref } from '#shared/route-links.ts';
import type { ArticleRow } from './news-types.ts';

export function LatestNews({ list }: { list: ArticleRow[] }) {
  return (
    <aside className="aside-col news-latest">
      <h2>最新资讯</h2>
      <ol>
        {list.map((a) => (
          <li key={a.article_id}>
            <a href={newsDetailHref(a.article_id)}>{a.title}</a>
          </li>
        ))}
      </ol>
    </aside>
  );
}
