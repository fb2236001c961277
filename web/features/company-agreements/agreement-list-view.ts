// /user/agreement_prices 企业协议价 (docs/user-centre.md): the list's filters, links and the rows as the table writes them.
import type { AgreementPriceRow } from '#shared/company/agreement-price-rules.ts';
import { pageHref } from '#web/features/browse/page-href.ts';

export const AGREEMENT_LIST_PATH = '/user/agreement_prices';
export const AGREEMENT_PAGE_SIZE = 20;

export const AGREEMENT_STATE_TABS = [
  { key: '', label: '全部' },
  { key: '1', label: '生效中' },
  { key: '0', label: '未生效' },
  { key: '-1', label: '已失效' },
] as const;

export const STATE_TEXT: Readonly<Record<number, string>> = { 1: '生效中', 0: '未生效', [-1]: '已失效' };

export interface AgreementFilters {
  keyword: string;
  state: string;
}

export function filtersOf(search: Readonly<Record<string, string>>): AgreementFilters {
  const state = AGREEMENT_STATE_TABS.some((tab) => tab.key === search.state) ? (search.state ?? '') : '';
  return { keyword: (search.keyword ?? '').trim().slice(0, 50), state };
}

const query = (filters: AgreementFilters) => ({ keyword: filters.keyword, state: filters.state });

export const listHref = (filters: AgreementFilters, page = 1) => pageHref(AGREEMENT_LIST_PATH, query(filters), page);

/** The .xlsx of the rows the filters select (the mall answers the file; the BFF passes it through). */
export const exportHref = (filters: AgreementFilters) => pageHref('/api/company/agreement_price/export', query(filters));

/** '1–9件 ¥98.00' per tier, as the table and the product page write them. */
export function tierLines(row: Pick<AgreementPriceRow, 'tiers'>): string[] {
  return row.tiers.map((tier, index) => {
    const next = row.tiers[index + 1];
    return `${next ? `${tier.from}–${next.from - 1}件` : `${tier.from}件及以上`} ¥${tier.price}`;
  });
}
