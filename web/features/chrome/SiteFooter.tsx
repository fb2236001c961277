// Footer: four selling points, article columns (categories 16-22), hotline, copyright list and the
// version line with the ICP record number.
import { FOOTER_ARTICLE_CATEGORY_IDS } from '#shared/constants.ts';
import { newsDetailHref } from '#shared/route-links.ts';
import type { LayoutView } from '#shared/api/layout-view.ts';
import { SellingPoints } from './SellingPoints.tsx';

export function SiteFooter({ layout }: { layout: LayoutView }) {
  const categories = layout.articleCategories.filter((category) =>
    (FOOTER_ARTICLE_CATEGORY_IDS as readonly number[]).includes(Number(category.article_category_id)),
  );
  const version = layout.version;
  return (
    <footer className="site-footer">
      <SellingPoints />
      <div className="container footer-main">
        <div className="footer-columns">
          {categories.map((category) => (
            <section key={category.article_category_id} className="footer-column" aria-label={category.title}>
              <h2>{category.title}</h2>
              <ul>
                {category.articles.map((article) => (
                  <li key={article.article_id}>
                    <a href={newsDetailHref(article.article_id)}>{article.title}</a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <div className="footer-contact">
          {layout.sysPhone ? (
            <>
              <p className="footer-hotline-label">消费者服务热线</p>
              <p className="footer-hotline">{layout.sysPhone}</p>
            </>
          ) : null}
          {layout.wechatQrcode ? (
            <figure className="footer-qr">
              <img src={layout.wechatQrcode} alt="公众号二维码" width={90} height={90} />
              <figcaption>关注公众号</figcaption>
            </figure>
          ) : null}
        </div>
      </div>
      <div className="footer-bottom">
        <div className="container">
          {layout.copyright.length > 0 ? (
            <ul className="footer-copyright">
              {layout.copyright.map((item) => (
                <li key={`${item.name}-${item.url}`}>
                  {item.img ? <img src={item.img} alt="" height={24} /> : null}
                  {item.url && item.url !== '#' ? <a href={item.url}>{item.name}</a> : <span>{item.name}</span>}
                </li>
              ))}
            </ul>
          ) : null}
          {version ? (
            <p className="footer-version">
              <span>{version.year}</span> <span>{version.Copyright}</span>{' '}
              {version.beian_sn ? (
                Number(version.status) === 1 ? (
                  <a href={version.url || 'https://beian.miit.gov.cn/'} target="_blank" rel="noopener noreferrer">
                    {version.beian_sn}
                  </a>
                ) : (
                  <span>{version.beian_sn}</span>
                )
              ) : null}
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
