// /recharge-remittance 线下汇款充值 (docs/user-centre.md): a fresh 汇款识别码 reserved for this remittance and the
// platform's receiving account, read on the server; today's date bounds the form's transfer date.
import type { PageContextServer } from 'vike/types';
import { ROUTES } from '#shared/routes.ts';
import { localDate } from '#shared/schemas/company-finance-schemas.ts';
import { loadRemittancePrepare } from '#web/features/company-finance/finance.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const read = await loadRemittancePrepare(pageContext);
  return { meta: { title: ROUTES.rechargeRemittance.name }, read, today: localDate(Date.now()) };
}
