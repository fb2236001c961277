// Server-side reads of 对账单管理 and 对账单明细 (docs/user-centre.md): the mall's refusals (no company, a role
// that may not read statements, an unknown statement) become a message on the page, a lost login goes to the
// login page, and the raw records are mapped to small views here.
import type { PageContextServer } from 'vike/types';
import { readSection as section, type Section } from '#web/api/page-section.server.ts';
import { STATEMENT_PAGE_SIZE } from '#shared/company/statement-rules.ts';
import { confirmAllowed } from './statement-role.ts';
import { type StatementLineView, type StatementView, toLineView, toStatementView } from './statement-view.ts';

export type { Section };

const listOf = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value : []);

export interface StatementPage {
  total: number;
  statements: StatementView[];
}

export function loadStatements(pageContext: PageContextServer, status: string, page: number): Promise<Section<StatementPage>> {
  return section(pageContext, async () => {
    const answer = await pageContext.mall.get<{ count?: unknown; list?: unknown }>('/api/company/statement/lst', {
      page,
      limit: STATEMENT_PAGE_SIZE,
      ...(status ? { status } : {}),
    });
    return { total: Number(answer?.count) || 0, statements: listOf(answer?.list).map(toStatementView) };
  });
}

export interface StatementDetail {
  statement: StatementView;
  lines: StatementLineView[];
}

export function loadStatement(pageContext: PageContextServer, id: number, kind: string): Promise<Section<StatementDetail>> {
  return section(pageContext, async () => {
    const answer = await pageContext.mall.get<{ statement?: Record<string, unknown>; list?: unknown }>(
      `/api/company/statement/detail/${id}`,
      kind ? { kind } : undefined,
    );
    return { statement: toStatementView(answer?.statement ?? {}), lines: listOf(answer?.list).map(toLineView) };
  });
}

/** Whether the member may confirm and dispute (statement-role.ts). */
export function mayConfirm(pageContext: PageContextServer): Promise<boolean> {
  const sessionRole = (pageContext.layout?.session as { companyRole?: unknown } | undefined)?.companyRole;
  return confirmAllowed(
    sessionRole,
    async () => (await pageContext.mall.getOr<{ role?: unknown } | null>('/api/company/member', null))?.role,
  );
}
