// Row shapes of the platform content: article categories, articles and admin-defined group data.

export interface ArticleCategory {
  article_category_id: number;
  pid: 0;
  mer_id: 0;
  title: string;
  info: string;
  image: string;
  status: 1;
  sort: number;
  create_time: string;
  /** footer (16 to 22) or news */
  group: 'footer' | 'news';
}

export interface Article {
  article_id: number;
  cid: number;
  title: string;
  author: string;
  image_input: string;
  synopsis: string;
  visit: number;
  sort: number;
  url: string;
  is_hot: 0 | 1;
  is_banner: 0 | 1;
  create_time: string;
  content: string;
}

export interface GroupItem {
  group_data_id: number;
  group_mer_id: 0;
  [key: string]: unknown;
}
