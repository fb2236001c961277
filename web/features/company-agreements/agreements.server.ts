// Server-side read of /user/agreement_prices 企业协议价: the mall's refusals (no company, a role without
// agreements.view) become a message on the page, a lost login goes to the login page.
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { isMallReadError } from '#shared/api/mall-reader.ts';
import type { AgreementPriceRow } from '#shared/company/agreement-price-rules.ts';
import { loginHref } from '#shared/route-links.ts';
import { AGREEMENT_PAGE_SIZE, type AgreementFilters } from './agreement-list-view.ts';

export type AgreementSection = { ok: true; total: number; rows: AgreementPriceRow[] } | { ok: false; message: string };

export async function loadAgreements(pageContext: PageContextServer, filters: AgreementFilters, page: number): Promise<AgreementSection> {
  try {
    const answer = await pageContext.mall.get<{ count?: unknown; list?: unknown }>('/api/company/agreement_price/lst', {
      page,
      limit: AGREEMENT_PAGE_SIZE,
      ...(filters.keyword ? { keyword: filters.keyword } : {}),
      ...(filters.state ? { state: filters.state } : {}),
    });
    return { ok: true, total: Number(answer?.count) || 0, rows: Array.isArray(answer?.list) ? (answer.list as AgreementPriceRow[]) : [] };
  } catch (error) {
    if (!isMallReadError(error)) throw error;
    if (error.code === 'LOGIN_EXPIRED') throw redirect(loginHref(pageContext.urlOriginal));
    return { ok: false, message: error.message || '加载失败' };
  }
}
