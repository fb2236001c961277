// One link builder for the paged screens (tabs or filters + pager), the browse listings and the user centre's lists
// alike: keys in the given order, empty values left out, page only when above 1, so equal states give equal URLs.
export type HrefQuery = Record<string, string | number | undefined>;

export function pageHref(path: string, query: HrefQuery, page = 1): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
