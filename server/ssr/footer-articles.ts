// The footer's article columns (categories 16 to 22 with their articles). The demo mall and an extended backend
// answer them in one call, GET /api/article/categories (docs/mall-api.md §5.2); stock CRMEB has no such route,
// so when it is missing the columns are put together from the stock routes: the category list and one article
// list per footer category. The caller caches the result (layout-data.ts), so the fallback runs once per refresh.
import type { ArticleCategoryView } from '#shared/api/layout-view.ts';
import type { MallReader } from '#shared/api/mall-reader.ts';
import { FOOTER_ARTICLE_CATEGORY_IDS } from '#shared/constants.ts';
import { isMissingEndpoint } from '../upstream/missing-endpoint.ts';

/** A footer column shows a handful of links; the stock list is paged, so ask for at most this many. */
export const FOOTER_ARTICLES_PER_COLUMN = 10;

interface StockCategory {
  article_category_id?: unknown;
  title?: unknown;
}

interface StockArticle {
  article_id?: unknown;
  title?: unknown;
}

const isFooterId = (id: number) => (FOOTER_ARTICLE_CATEGORY_IDS as readonly number[]).includes(id);

async function readStockColumns(reader: MallReader): Promise<ArticleCategoryView[]> {
  const categories = await reader.get<StockCategory[]>('/api/article/category/lst');
  const footer = (Array.isArray(categories) ? categories : [])
    .map((row) => ({ id: Number(row?.article_category_id), title: String(row?.title ?? '') }))
    .filter((row) => isFooterId(row.id))
    .sort((a, b) => a.id - b.id);
  return Promise.all(
    footer.map(async ({ id, title }) => {
      // One column that cannot be read stays in the footer without links rather than losing the others.
      const query = { page: 1, limit: FOOTER_ARTICLES_PER_COLUMN };
      const page = await reader.getOr<{ list?: StockArticle[] }>(`/api/article/lst/${id}`, { list: [] }, query);
      const articles = (Array.isArray(page?.list) ? page.list : [])
        .map((article) => ({ article_id: Number(article?.article_id), title: String(article?.title ?? '') }))
        .filter((article) => Number.isInteger(article.article_id) && article.article_id > 0);
      return { article_category_id: id, title, articles };
    }),
  );
}

/** The columns from the one-call route, or from the stock routes when the backend lacks it. */
export async function loadFooterArticles(reader: MallReader): Promise<ArticleCategoryView[]> {
  try {
    const columns = await reader.get<ArticleCategoryView[]>('/api/article/categories');
    return Array.isArray(columns) ? columns : [];
  } catch (error) {
    if (!isMissingEndpoint(error)) throw error;
    return readStockColumns(reader);
  }
}
