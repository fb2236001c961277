// Server-side reads of /user/reorder_lists 常购清单 (docs/user-centre.md): the company's lists and the chosen
// list's lines. The mall's refusals become a message on the page; a lost login goes to the login page.
import type { PageContextServer } from 'vike/types';
import { readSection as section, type Section } from '#web/api/page-section.server.ts';
import { REORDER_LIST_PAGE_SIZE } from '#shared/company/reorder-list-rules.ts';
import { type ReorderListDetail, type ReorderListSummary, toListDetail, toListSummaries } from './reorder-list-view.ts';

export type { Section };

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
