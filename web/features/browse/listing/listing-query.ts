// Listing state lives in the URL: one parser and one link builder, used on the server (the same URL
// renders the same filtered, sorted page) and in the browser (chips, sort and pager are plain links).

export type ListingOrder = '' | 'sales' | 'rate' | 'price_asc' | 'price_desc';

export interface ListingState {
  page: number;
  order: ListingOrder;
  brands: number[];
  merTypes: number[];
  /** parameter_id → chosen values */
  params: Record<string, string[]>;
  priceOn: string;
  priceOff: string;
}

/** What a page keeps from its own URL besides the listing state (sid, name, title, coupon_id, ...). */
export type BaseQuery = Record<string, string>;

const ORDERS: ListingOrder[] = ['', 'sales', 'rate', 'price_asc', 'price_desc'];

const idList = (raw: string | undefined): number[] =>
  [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((part) => Number.parseInt(part, 10))
        .filter((n) => Number.isFinite(n) && n > 0),
    ),
  ].sort((a, b) => a - b);

const priceText = (raw: string | undefined): string => {
  const n = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(n) && n >= 0 ? String(n) : '';
};

/** `search` holds the last value of each key, `searchAll` every value (vike's urlParsed). */
export function parseListingState(search: Record<string, string>, searchAll: Record<string, string[]> = {}): ListingState {
  const params: Record<string, string[]> = {};
  for (const entry of searchAll.f ?? (search.f ? [search.f] : [])) {
    const colon = entry.indexOf(':');
    if (colon <= 0) continue;
    const id = entry.slice(0, colon);
    const value = entry.slice(colon + 1);
    if (!/^\d+$/.test(id) || value === '') continue;
    const values = params[id] ?? [];
    params[id] = values;
    if (!values.includes(value)) values.push(value);
  }
  let priceOn = priceText(search.price_on);
  let priceOff = priceText(search.price_off);
  // A reversed range is what the shopper meant the other way round.
  if (priceOn && priceOff && Number(priceOn) > Number(priceOff)) [priceOn, priceOff] = [priceOff, priceOn];
  const page = Number.parseInt(search.page ?? '', 10);
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    order: ORDERS.includes(search.order as ListingOrder) ? (search.order as ListingOrder) : '',
    brands: idList(search.brand),
    merTypes: idList(search.mer_type),
    params,
    priceOn,
    priceOff,
  };
}

/** The query string of a state, keys in a fixed order so equal states give equal URLs. */
export function listingSearch(base: BaseQuery, state: ListingState): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(base)) if (value !== '') query.append(key, value);
  if (state.brands.length) query.append('brand', state.brands.join(','));
  if (state.merTypes.length) query.append('mer_type', state.merTypes.join(','));
  for (const id of Object.keys(state.params).sort((a, b) => Number(a) - Number(b))) {
    for (const value of state.params[id] ?? []) query.append('f', `${id}:${value}`);
  }
  if (state.order) query.append('order', state.order);
  if (state.priceOn) query.append('price_on', state.priceOn);
  if (state.priceOff) query.append('price_off', state.priceOff);
  if (state.page > 1) query.append('page', String(state.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export interface ListingLinks {
  href(patch: Partial<ListingState>): string;
  toggleBrand(id: number): string;
  toggleMerType(id: number): string;
  toggleParam(id: number | string, value: string): string;
  sortBy(order: 'default' | 'sales' | 'rate' | 'price'): string;
  pageHref(page: number): string;
}

function toggle<T>(list: T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

export function listingLinks(pathname: string, base: BaseQuery, state: ListingState): ListingLinks {
  // Any change of filter or sort starts again at page 1.
  const href = (patch: Partial<ListingState>) => `${pathname}${listingSearch(base, { ...state, page: 1, ...patch })}`;
  return {
    href,
    toggleBrand: (id) => href({ brands: toggle(state.brands, id).sort((a, b) => a - b) }),
    toggleMerType: (id) => href({ merTypes: toggle(state.merTypes, id).sort((a, b) => a - b) }),
    toggleParam: (id, value) => {
      const key = String(id);
      const values = toggle(state.params[key] ?? [], value);
      const params = { ...state.params };
      if (values.length) params[key] = values;
      else delete params[key];
      return href({ params });
    },
    sortBy: (order) => {
      if (order === 'price') return href({ order: state.order === 'price_asc' ? 'price_desc' : 'price_asc' });
      return href({ order: order === 'default' ? '' : order });
    },
    pageHref: (page) => `${pathname}${listingSearch(base, { ...state, page })}`,
  };
}

/** CRMEB's /api/product/spu/lst parameters for a state. */
export function toMallQuery(state: ListingState, limit: number): Record<string, string | number> {
  const query: Record<string, string | number> = { page: state.page, limit };
  if (state.order) query.order = state.order;
  if (state.brands.length) query.brand_id = state.brands.join(',');
  if (state.merTypes.length) query.mer_type_id = state.merTypes.join(',');
  // stock CRMEB-MER's form: an object of parameter id → chosen values (ParameterValueRepository::filter_params)
  if (Object.keys(state.params).length) query.filter_params = JSON.stringify(state.params);
  if (state.priceOn) query.price_on = state.priceOn;
  if (state.priceOff) query.price_off = state.priceOff;
  return query;
}

export function hasFilters(state: ListingState): boolean {
  return (
    state.brands.length > 0 ||
    state.merTypes.length > 0 ||
    Object.keys(state.params).length > 0 ||
    state.priceOn !== '' ||
    state.priceOff !== ''
  );
}
