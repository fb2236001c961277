// /news_list?cid=&page=: article category tabs, 10 per page, 最新资讯 at the side.
import type { PageContextServer } from 'vike/types';
import { intParam } from '#web/features/browse/format.ts';
import { EMPTY_PAGE, type Paged } from '#web/features/browse/types.ts';
import type { ArticleRow } from '#web/features/news/news-types.ts';

const LIMIT = 10;

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { mall, urlParsed } = pageContext;
  const [categories, latest] = await Promise.all([
    mall.getOr<{ article_category_id: number; title: string }[]>('/api/article/category/lst', []),
    mall.getOr<Paged<ArticleRow>>('/api/article/list', EMPTY_PAGE),
  ]);
  const wanted = intParam(urlParsed.search.cid, 0);
  const cid = categories.find((c) => c.article_category_id === wanted)?.article_category_id ?? categories[0]?.article_category_id ?? 0;
  const page = intParam(urlParsed.search.page, 1);
  const articles = cid ? await mall.getOr<Paged<ArticleRow>>(`/api/article/lst/${cid}`, EMPTY_PAGE, { page, limit: LIMIT }) : EMPTY_PAGE;
  return {
    meta: { title: '资讯信息', description: '平台公告、行业资讯与采购指南。', canonical: `/news_list?cid=${cid}` },
    categories,
    cid,
    page,
    limit: LIMIT,
    articles,
    latest: latest.list ?? [],
  };
}
