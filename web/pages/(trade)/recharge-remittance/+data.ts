// /recharge-remittance 线下汇款充值 (docs/user-centre.md): the company's permanent 汇款识别码, the platform's receiving
// account and a fresh 汇款单号 for this form (the mall writes nothing until it is submitted), read on the server; today's date bounds the form's transfer date.
import type { PageContextServer } from 'vike/types';
import { ROUTES } from '#shared/routes.ts';
import { localDate } from '#shared/company/remittance-form-rules.ts';
import { loadRemittancePrepare } from '#web/features/company-finance/finance.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const read = await loadRemittancePrepare(pageContext);
  return { meta: { title: ROUTES.rechargeRemittance.name }, read, today: localDate(Date.now()) };
}
