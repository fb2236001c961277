import { useData } from 'vike-react/useData';
import { newsDetailHref } from '#shared/route-links.ts';
import { Breadcrumb } from '#web/features/browse/Breadcrumb.tsx';
import { Empty } from '#web/features/browse/Empty.tsx';
import { pageHref } from '#web/features/browse/page-href.ts';
import { Pagination } from '#web/features/browse/Pagination.tsx';
import { TabLinks } from '#web/features/browse/TabLinks.tsx';
import '#web/features/browse/news.css';
import { LatestNews } from '#web/features/news/LatestNews.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { categories, cid, articles, page, limit, latest } = useData<Data>();
  return (
    <div className="news-page">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '资讯信息' }]} />
      <div className="with-aside">
        <div className="main-col">
          <h1 className="listing-heading">资讯信息</h1>
          <TabLinks
            label="资讯分类"
            active={cid}
            tabs={categories.map((c) => ({
              key: c.article_category_id,
              label: c.title,
              href: pageHref('/news_list', { cid: c.article_category_id }),
            }))}
          />
          {articles.list.length ? (
            <ul className="news-list">
              {articles.list.map((a) => (
                <li key={a.article_id}>
                  <a href={newsDetailHref(a.article_id)} className="news-item">
                    {a.image_input ? <img src={a.image_input} alt="" width={200} height={120} loading="lazy" /> : null}
                    <span className="news-item-text">
                      <span className="news-item-title">{a.title}</span>
                      {a.synopsis ? <span className="news-item-synopsis">{a.synopsis}</span> : null}
                      <span className="muted">
                        {a.create_time} · 浏览 {a.visit ?? 0}
                      </span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <Empty text="暂无资讯~" />
          )}
          <Pagination page={page} total={articles.count} limit={limit} hrefFor={(n) => pageHref('/news_list', { cid }, n)} />
        </div>
        <LatestNews list={latest} />
      </div>
    </div>
  );
}
