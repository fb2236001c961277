// An article row of the mall's news lists (docs/mall-api.md §3), read by the news list and detail pages.
export interface ArticleRow {
  article_id: number;
  title: string;
  synopsis?: string;
  image_input?: string;
  visit?: number;
  create_time: string;
}
