// /news_detail/:id — title, time and the article HTML, sanitised on the server.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { newsDetailHref } from '#shared/route-links.ts';
import { plainSnippet } from '#web/features/browse/meta.ts';
import { sanitizeRichHtml } from '#web/features/browse/rich-html.server.ts';
import { EMPTY_PAGE, type Paged } from '#web/features/browse/types.ts';
import { readOrErrorPage } from '#web/features/browse/read-or-error-page.server.ts';
import type { ArticleRow } from '#web/features/news/news-types.ts';

type ArticleDetail = ArticleRow & { author?: string; articleCategory?: { article_category_id: number; title: string } | null };

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.id ?? '';
  if (!/^\d+$/.test(id)) throw render(404);
  const [article, latest] = await Promise.all([
    readOrErrorPage(pageContext.mall.get<ArticleDetail & { content?: { content?: string } }>(`/api/article/detail/${id}`)),
    pageContext.mall.getOr<Paged<ArticleRow>>('/api/article/list', EMPTY_PAGE),
  ]);
  const { content, ...rest } = article;
  return {
    meta: {
      title: article.title,
      description: plainSnippet(article.synopsis || content?.content),
      canonical: newsDetailHref(article.article_id),
    },
    article: rest,
    html: sanitizeRichHtml(content?.content),
    latest: latest.list ?? [],
  };
}
