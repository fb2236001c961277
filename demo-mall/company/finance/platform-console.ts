// Demo-only platform console for remittances (/demo/platform/remittances; no login, like /demo/merchant/refunds):
// the platform confirms a remittance (the money reaches the company account) or rejects it with a reason. Each
// action answers the page again with a notice; a refusal is HTTP 400. Tests post the same forms.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatFen } from '#shared/money.ts';
import { COMPANY_FINANCE_MESSAGES } from '#shared/company/finance-rules.ts';
import { formatDateTime } from '../../core/envelope.ts';
import { checkRequest, int, paramsOf, text } from '../../core/param-schemas.ts';
import { remittanceConsolePage } from './platform-console-page.ts';
import type { Review, RemittanceStore } from './remittance-store.ts';
import type { CompanyLedger } from '../company-ledger.ts';
import type { Clock } from '../../core/clock.ts';

const CONSOLE_ROWS = 50;
const ConfirmForm = paramsOf({ remittance_id: int(0) });
const RejectForm = paramsOf({ remittance_id: int(0), reason: text });

type Notice = { ok: true; text: string } | { ok: false; text: string };

/** What the platform's remittance console uses of the mall. */
export interface RemittanceConsoleDeps {
  ledger: CompanyLedger;
  now: Clock;
}

export function registerPlatformConsole(app: FastifyInstance, options: RemittanceConsoleDeps, remittances: RemittanceStore): void {
  const { ledger, now } = options;
  const time = () => formatDateTime(new Date(now()));

  function render(reply: FastifyReply, notice?: Notice) {
    const rows = remittances.recent(CONSOLE_ROWS).map((row) => ({ row, companyName: ledger.account(row.company_id)?.name ?? '' }));
    return reply
      .code(notice && !notice.ok ? 400 : 200)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(remittanceConsolePage(rows, notice ? { text: notice.text, warn: !notice.ok } : undefined));
  }

  const said = (review: Review, done: string): Notice => {
    if (!review.ok) return { ok: false, text: review.message };
    const head = `汇款 ${review.row.remittance_no}`;
    return review.changed ? { ok: true, text: `${head} ${done}` } : { ok: false, text: `${head} 已处理，未重复操作` };
  };

  app.get('/demo/platform/remittances', async (_request, reply) => render(reply));

  app.post('/demo/platform/remittance/confirm', async (request, reply) => {
    const input = checkRequest(ConfirmForm, request);
    const review = remittances.confirm(input.ok ? input.value.remittance_id : 0, time());
    const amount = review.ok ? formatFen(review.row.amount_fen) : '';
    return render(reply, said(review, `已确认到账 ¥${amount}`));
  });

  app.post('/demo/platform/remittance/reject', async (request, reply) => {
    const input = checkRequest(RejectForm, request);
    if (!input.ok) return render(reply, { ok: false, text: COMPANY_FINANCE_MESSAGES.missing });
    if (!input.value.reason) return render(reply, { ok: false, text: COMPANY_FINANCE_MESSAGES.rejectReasonRequired });
    return render(reply, said(remittances.reject(input.value.remittance_id, input.value.reason, time()), '已驳回'));
  });
}
