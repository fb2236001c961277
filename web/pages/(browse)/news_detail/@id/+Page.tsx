import { useData } from 'vike-react/useData';
import { Breadcrumb } from '#web/features/browse/Breadcrumb.tsx';
import '#web/features/browse/news.css';
import { LatestNews } from '#web/features/news/LatestNews.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { article, html, latest } = useData<Data>();
  return (
    <div className="news-page">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '资讯信息', href: '/news_list' }, { label: '资讯详情' }]} />
      <div className="with-aside">
        <article className="main-col news-article">
          <h1>{article.title}</h1>
          <p className="muted news-article-meta">
            {article.create_time}
            {article.author ? ` · ${article.author}` : ''}
            {article.articleCategory ? ` · ${article.articleCategory.title}` : ''} · 浏览 {article.visit ?? 0}
          </p>
          <div className="rich-html" dangerouslySetInnerHTML={{ __html: html }} />
        </article>
        <LatestNews list={latest} />
      </div>
    </div>
  );
}
