// /user/statement_management?status=&page= 对账单管理 (docs/user-centre.md): one page of the company's monthly
// statements, read on the server (web/features/company-statements/statements.server.ts).
import type { PageContextServer } from 'vike/types';
import { userPageByPath } from '#shared/routes.ts';
import { loadStatements, mayConfirm } from '#web/features/company-statements/statements.server.ts';
import { pageOf, statusFilterOf } from '#web/features/company-statements/statement-view.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search, pathname } = pageContext.urlParsed;
  const status = statusFilterOf(search.status);
  const page = pageOf(search.page);
  const [section, canConfirm] = await Promise.all([loadStatements(pageContext, status, page), mayConfirm(pageContext)]);
  return { meta: { title: userPageByPath(pathname)?.name ?? '对账单管理' }, status, page, section, canConfirm };
}
