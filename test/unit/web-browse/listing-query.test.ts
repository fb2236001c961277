// Listing state in the URL: parse, serialise, links (filters reset the page; the pager keeps them).
import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  listingLinks,
  listingSearch,
  parseListingState,
  toMallQuery,
  type ListingState,
} from '../../../web/features/browse/listing/listing-query.ts';

const EMPTY: ListingState = { page: 1, order: '', brands: [], merTypes: [], params: {}, priceOn: '', priceOff: '' };

describe('parseListingState', () => {
  it('reads an empty query as page 1, default order, no filters', () => {
    expect(parseListingState({})).toEqual(EMPTY);
  });

  it('reads brands, store types, parameter filters, order, price range and page', () => {
    const state = parseListingState(
      { brand: '2,1,2', mer_type: '3', order: 'price_desc', price_on: '10', price_off: '99.5', page: '2', f: '7:蓝色' },
      { f: ['7:红色', '7:蓝色', '5:A4', '7:红色'] },
    );
    expect(state).toEqual({
      page: 2,
      order: 'price_desc',
      brands: [1, 2],
      merTypes: [3],
      params: { '7': ['红色', '蓝色'], '5': ['A4'] },
      priceOn: '10',
      priceOff: '99.5',
    });
  });

  it('swaps a reversed price range', () => {
    const state = parseListingState({ price_on: '200', price_off: '50' });
    expect([state.priceOn, state.priceOff]).toEqual(['50', '200']);
  });

  it('drops garbage: unknown order, bad page, bad ids, negative prices, malformed filters', () => {
    const state = parseListingState(
      { order: 'hack', page: '-3', brand: 'x,0,-1', price_on: '-5', price_off: 'abc' },
      { f: ['nocolon', 'x:1', '3:', ':v'] },
    );
    expect(state).toEqual(EMPTY);
  });

  it('falls back to the single f value when searchAll is not given', () => {
    expect(parseListingState({ f: '9:不锈钢' }).params).toEqual({ '9': ['不锈钢'] });
  });
});

describe('listingSearch', () => {
  it('writes keys in a fixed order and leaves out defaults', () => {
    const state: ListingState = {
      page: 3,
      order: 'sales',
      brands: [1, 2],
      merTypes: [4],
      params: { '10': ['b'], '2': ['a'] },
      priceOn: '1',
      priceOff: '9',
    };
    expect(listingSearch({ sid: '5', name: '' }, state)).toBe(
      '?sid=5&brand=1%2C2&mer_type=4&f=2%3Aa&f=10%3Ab&order=sales&price_on=1&price_off=9&page=3',
    );
    expect(listingSearch({}, EMPTY)).toBe('');
  });

  it('round-trips through the parser', () => {
    const state: ListingState = {
      page: 2,
      order: 'price_asc',
      brands: [1, 2],
      merTypes: [],
      params: { '7': ['红色', '蓝色'] },
      priceOn: '5',
      priceOff: '50',
    };
    const query = new URLSearchParams(listingSearch({ sid: '1' }, state));
    const search = Object.fromEntries(query);
    expect(parseListingState(search, { f: query.getAll('f') })).toEqual(state);
  });
});

describe('listingLinks', () => {
  const state: ListingState = { ...EMPTY, page: 4, brands: [2], order: 'sales' };
  const links = listingLinks('/goods_cate', { sid: '1' }, state);

  it('toggling a brand adds or removes it (sorted) and goes back to page 1', () => {
    expect(links.toggleBrand(1)).toBe('/goods_cate?sid=1&brand=1%2C2&order=sales');
    expect(links.toggleBrand(2)).toBe('/goods_cate?sid=1&order=sales');
  });

  it('toggling a store type or a parameter value also resets the page', () => {
    expect(links.toggleMerType(3)).toBe('/goods_cate?sid=1&brand=2&mer_type=3&order=sales');
    expect(links.toggleParam(7, '红色')).toBe('/goods_cate?sid=1&brand=2&f=7%3A%E7%BA%A2%E8%89%B2&order=sales');
    const withParam = listingLinks('/goods_cate', {}, { ...EMPTY, page: 2, params: { '7': ['红色'] } });
    expect(withParam.toggleParam(7, '红色')).toBe('/goods_cate');
  });

  it('sorting resets the page; price toggles between ascending and descending', () => {
    expect(links.sortBy('default')).toBe('/goods_cate?sid=1&brand=2');
    expect(links.sortBy('rate')).toBe('/goods_cate?sid=1&brand=2&order=rate');
    expect(links.sortBy('price')).toBe('/goods_cate?sid=1&brand=2&order=price_asc');
    const asc = listingLinks('/goods_cate', {}, { ...EMPTY, order: 'price_asc' });
    expect(asc.sortBy('price')).toBe('/goods_cate?order=price_desc');
    const desc = listingLinks('/goods_cate', {}, { ...EMPTY, order: 'price_desc' });
    expect(desc.sortBy('price')).toBe('/goods_cate?order=price_asc');
  });

  it('a price range change resets the page', () => {
    expect(links.href({ priceOn: '10' })).toBe('/goods_cate?sid=1&brand=2&order=sales&price_on=10');
  });

  it('the pager keeps every filter and only changes the page', () => {
    expect(links.pageHref(5)).toBe('/goods_cate?sid=1&brand=2&order=sales&page=5');
    expect(links.pageHref(1)).toBe('/goods_cate?sid=1&brand=2&order=sales');
  });
});

describe('toMallQuery and hasFilters', () => {
  it('maps the state to CRMEB list parameters', () => {
    const state: ListingState = {
      page: 2,
      order: 'rate',
      brands: [1, 3],
      merTypes: [2],
      params: { '7': ['红色'] },
      priceOn: '1',
      priceOff: '',
    };
    expect(toMallQuery(state, 20)).toEqual({
      page: 2,
      limit: 20,
      order: 'rate',
      brand_id: '1,3',
      mer_type_id: '2',
      filter_params: '{"7":["红色"]}',
      price_on: '1',
    });
    expect(toMallQuery(EMPTY, 12)).toEqual({ page: 1, limit: 12 });
  });

  it('counts brands, store types, parameters and either price bound as filters, not order or page', () => {
    expect(hasFilters({ ...EMPTY, order: 'sales', page: 3 })).toBe(false);
    expect(hasFilters({ ...EMPTY, priceOff: '5' })).toBe(true);
    expect(hasFilters({ ...EMPTY, params: { '1': ['x'] } })).toBe(true);
  });
});
