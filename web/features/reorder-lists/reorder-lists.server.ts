// Server-side reads of /user/reorder_lists 常购清单 (docs/user-centre.md): the company's lists and the chosen
// list's lines. The mall's refusals become a message on the page; a lost login goes to the login page.
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { isMallReadError } from '#shared/api/mall-reader.ts';
import { loginHref } from '#shared/routes.ts';
import { REORDER_LIST_PAGE_SIZE } from '#shared/company/reorder-list-rules.ts';
import { type ReorderListDetail, type ReorderListSummary, toListDetail, toListSummaries } from './reorder-list-view.ts';

export type Section<T> = { ok: true; value: T } | { ok: false; message: string };

async function section<T>(pageContext: PageContextServer, read: () => Promise<T>): Promise<Section<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (error) {
    if (!isMallReadError(error)) throw error;
    if (error.code === 'LOGIN_EXPIRED') throw redirect(loginHref(pageContext.urlOriginal));
    return { ok: false, message: error.message || '加载失败' };
  }
}

export interface ReorderListsPage {
  total: number;
  lists: ReorderListSummary[];
}

export function loadLists(pageContext: PageContextServer, page: number): Promise<Section<ReorderListsPage>> {
  return section(pageContext, async () => {
    const answer = await pageContext.mall.get<{ count?: unknown; list?: unknown }>('/api/company/reorder_list/lst', {
      page,
      limit: REORDER_LIST_PAGE_SIZE,
    });
    return { total: Number(answer?.count) || 0, lists: toListSummaries(answer) };
  });
}

export function loadList(pageContext: PageContextServer, id: number): Promise<Section<ReorderListDetail>> {
  return section(pageContext, async () =>
    toListDetail((await pageContext.mall.get<Record<string, unknown>>(`/api/company/reorder_list/detail/${id}`)) ?? {}),
  );
}
