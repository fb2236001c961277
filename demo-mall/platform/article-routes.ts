// Articles: the footer columns (categories 16 to 22), category lists, the newest news and article details.
import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../core/envelope.ts';
import { idOf, paginate, pagingOf } from '../core/param-schemas.ts';
import { readParams } from '../core/params.ts';
import type { PlatformContent } from './content.ts';
import type { Article } from './content-types.ts';

const FOOTER_IDS = [16, 17, 18, 19, 20, 21, 22];

function toArticleRow(a: Article) {
  return {
    article_id: a.article_id,
    cid: a.cid,
    title: a.title,
    author: a.author,
    image_input: a.image_input,
    synopsis: a.synopsis,
    visit: a.visit,
    sort: a.sort,
    url: a.url,
    admin_id: 1,
    mer_id: 0,
    is_hot: a.is_hot,
    is_banner: a.is_banner,
    status: 1,
    create_time: a.create_time,
    wechat_news_id: 0,
  };
}

const newestFirst = (a: Article, b: Article) => b.create_time.localeCompare(a.create_time) || a.article_id - b.article_id;

export function registerArticleRoutes(app: FastifyInstance, content: PlatformContent): void {
  app.get('/api/article/categories', async () =>
    ok(
      FOOTER_IDS.map((id) => content.articleCategoryById.get(id))
        .filter((c) => c !== undefined)
        .map((c) => ({
          article_category_id: c.article_category_id,
          title: c.title,
          articles: (content.articlesByCid.get(c.article_category_id) ?? []).map((a) => ({ article_id: a.article_id, title: a.title })),
        })),
    ),
  );

  app.get('/api/article/category/lst', async () =>
    ok([...content.articleCategories].sort((a, b) => b.sort - a.sort).map(({ group: _group, ...row }) => row)),
  );

  app.get('/api/article/lst/:cid', async (request) => {
    const { page, limit } = pagingOf(readParams(request), 10);
    const list = [...(content.articlesByCid.get(idOf(request, 'cid')) ?? [])].sort(newestFirst);
    const result = paginate(list, page, limit);
    return ok({ count: result.count, list: result.list.map(toArticleRow) });
  });

  // 最新资讯: the nine newest news articles.
  app.get('/api/article/list', async () => {
    const news = content.articles.filter((a) => content.articleCategoryById.get(a.cid)?.group === 'news');
    const list = [...news].sort(newestFirst).slice(0, 9);
    return ok({ count: list.length, list: list.map(toArticleRow) });
  });

  app.get('/api/article/detail/:id', async (request) => {
    const article = content.articleById.get(idOf(request));
    if (!article) return fail('文章不存在');
    const category = content.articleCategoryById.get(article.cid);
    return ok({
      ...toArticleRow(article),
      content: { article_content_id: article.article_id, content: article.content },
      articleCategory: category ? { article_category_id: category.article_category_id, title: category.title } : null,
    });
  });
}
