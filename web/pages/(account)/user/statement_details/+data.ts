// /user/statement_details?id=<statement_id>&kind= 对账单明细 (docs/user-centre.md): one statement with its lines,
// read on the server. A missing or malformed id, or one the mall does not know, is a message on the page.
import type { PageContextServer } from 'vike/types';
import { userPageByPath } from '#shared/routes.ts';
import { loadStatement, mayConfirm, type Section, type StatementDetail } from '#web/features/company-statements/statements.server.ts';
import { kindFilterOf } from '#web/features/company-statements/statement-view.ts';

export type Data = Awaited<ReturnType<typeof data>>;

const MISSING: Section<StatementDetail> = { ok: false, message: '请从对账单管理选择要查看的对账单' };

export async function data(pageContext: PageContextServer) {
  const { search, pathname } = pageContext.urlParsed;
  const meta = { title: userPageByPath(pathname)?.name ?? '对账单明细' };
  const kind = kindFilterOf(search.kind);
  const id = /^\d{6}$/.test(search.id ?? '') ? Number(search.id) : 0;
  if (!id) return { meta, id, kind, section: MISSING, canConfirm: false };
  const [section, canConfirm] = await Promise.all([loadStatement(pageContext, id, kind), mayConfirm(pageContext)]);
  return { meta, id, kind, section, canConfirm };
}
