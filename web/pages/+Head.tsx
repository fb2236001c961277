// <head> additions of every page: keywords, and from the page's data the canonical URL and (product
// pages) schema.org JSON-LD. The title and description come from +title / +description.
import { usePageContext } from 'vike-react/usePageContext';
import { jsonLdOf, metaOf } from '#web/features/chrome/page-meta.ts';

export default function Head() {
  const pageContext = usePageContext();
  const { canonical } = metaOf(pageContext);
  const jsonLd = jsonLdOf(pageContext);
  const origin = (pageContext.layout?.siteDomain ?? '/').replace(/\/$/, '');
  return (
    <>
      <meta name="keywords" content={pageContext.layout.siteKeywords} />
      <link rel="icon" href="data:," />
      {canonical ? <link rel="canonical" href={`${origin}${canonical}`} /> : null}
      {jsonLd ? (
        <script
          type="application/ld+json"
          // JSON, not script: '<' is escaped so no markup can close the element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
        />
      ) : null}
    </>
  );
}
