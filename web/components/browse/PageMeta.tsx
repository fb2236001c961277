// <head> additions of a browse page: canonical URL and, on product pages, schema.org JSON-LD.
import { usePageContext } from 'vike-react/usePageContext';
import type { PageMetaData } from './meta.ts';

export function PageMeta() {
  const pageContext = usePageContext();
  const data = pageContext.data as { meta?: PageMetaData; jsonLd?: unknown } | undefined;
  const meta = data?.meta;
  if (!meta) return null;
  const origin = (pageContext.layout?.siteDomain ?? '/').replace(/\/$/, '');
  return (
    <>
      <link rel="canonical" href={`${origin}${meta.canonical}`} />
      {data?.jsonLd ? (
        <script
          type="application/ld+json"
          // JSON, not script: '<' is escaped so no markup can close the element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data.jsonLd).replace(/</g, '\\u003c') }}
        />
      ) : null}
    </>
  );
}
