// Per-page description and canonical URL, returned by +data hooks and rendered by <PageMeta>.
export interface PageMetaData {
  title: string;
  description: string;
  /** path and query of the canonical URL (the site domain is prefixed when rendering) */
  canonical: string;
}

/** Collapses HTML/whitespace and cuts to a search-snippet length. */
export function plainSnippet(text: string | undefined | null, max = 120): string {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}
