// What a page's footer should show in front of the recorded stock mall: the article columns 16 to 22 with the
// articles the stock routes list for each, taken from the fixtures so a test need not repeat them.
import { FOOTER_ARTICLE_CATEGORY_IDS } from '../../../shared/constants.ts';
import { ARTICLES } from './fixtures.ts';

export interface FooterColumn {
  title: string;
  articleIds: number[];
}

export const STOCK_FOOTER_COLUMNS: readonly FooterColumn[] = ARTICLES.categories
  .filter((row) => (FOOTER_ARTICLE_CATEGORY_IDS as readonly number[]).includes(Number(row.article_category_id)))
  .map((row) => ({
    title: String(row.title),
    articleIds: ARTICLES.articles.filter((article) => article.cid === row.article_category_id).map((article) => Number(article.article_id)),
  }));

/** The footer's columns as rendered: `<section class="footer-column" aria-label="title">` and its links. */
export function renderedFooterColumns(html: string): FooterColumn[] {
  const footer = html.slice(html.indexOf('<footer class="site-footer"'));
  return [...footer.matchAll(/<section class="footer-column" aria-label="([^"]*)">([\s\S]*?)<\/section>/g)].map((column) => ({
    title: column[1] ?? '',
    articleIds: [...(column[2] ?? '').matchAll(/href="\/news_detail\/(\d+)"/g)].map((link) => Number(link[1])),
  }));
}
