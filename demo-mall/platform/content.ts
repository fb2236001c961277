// The platform's articles (footer columns and news) with their indexes, built once per start from the seed.
import type { Article, ArticleCategory } from './content-types.ts';
import { buildArticles } from './seed/seed-articles.ts';

export interface PlatformContent {
  articleCategories: readonly ArticleCategory[];
  articles: readonly Article[];
  articleById: ReadonlyMap<number, Article>;
  articlesByCid: ReadonlyMap<number, readonly Article[]>;
  articleCategoryById: ReadonlyMap<number, ArticleCategory>;
}

export function createPlatformContent(): PlatformContent {
  const { categories, articles } = buildArticles();
  const articlesByCid = new Map<number, Article[]>();
  for (const article of articles) {
    const list = articlesByCid.get(article.cid);
    if (list) list.push(article);
    else articlesByCid.set(article.cid, [article]);
  }
  return {
    articleCategories: categories,
    articles,
    articleById: new Map(articles.map((a) => [a.article_id, a])),
    articlesByCid,
    articleCategoryById: new Map(categories.map((c) => [c.article_category_id, c])),
  };
}
