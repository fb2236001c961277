// /user/integral?page= (docs/screens.md a.11): the points summary, one page of the ledger and the 积分说明 text
// (GET /api/agreement/sys_integral_rule, sanitised), read on the server; a notice when the mall has points off.
import type { PageContextServer } from 'vike/types';
import { userPageByPath } from '#shared/routes.ts';
import { sanitizeRichHtml } from '#web/features/browse/rich-html.server.ts';
import { ledgerPageOf } from '#web/features/user-centre/ledger-view.ts';
import { loadIntegral } from '#web/features/user-centre/user-centre.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search, pathname } = pageContext.urlParsed;
  const page = ledgerPageOf(search.page);
  const meta = { title: userPageByPath(pathname)?.name ?? '我的积分' };
  const [points, rule] = await Promise.all([
    loadIntegral(pageContext, page),
    pageContext.mall.getOr<{ content?: unknown }>('/api/agreement/sys_integral_rule', {}),
  ]);
  // points off: the notice only, no rule to explain
  return { meta, page, points, ruleHtml: points ? sanitizeRichHtml(rule.content) : '' };
}
