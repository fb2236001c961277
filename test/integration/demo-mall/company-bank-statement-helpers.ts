// The bank-statement console (docs/company-api.md §3.6) driven as the platform's 财务 drives it: upload a file, read
// the import's page, confirm; and the company's balance net of used credit, which a credit moves.
import { expect } from 'vitest';
import type { TradeMall } from './trade/trade-helpers.ts';
import { BOUNDARY, multipartBody } from './company-quick-order-helpers.ts';

export const BANK_PATH = '/demo/platform/remittance/bank-statement';

export const statesOf = (body: string) => [...body.matchAll(/data-state="(\w+)"/g)].map((match) => match[1]);
export const countOf = (body: string, state: string) => Number(new RegExp(`data-count="${state}">[^ ]+ (\\d+)<`).exec(body)?.[1] ?? -1);

export function bankConsole(mall: TradeMall) {
  const upload = (filename: string, data: Buffer | string) =>
    mall.app.inject({
      method: 'POST',
      url: BANK_PATH,
      payload: multipartBody(filename, data),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });

  /** Uploads: the import's page (the answer itself, and the same read again at its address) and its id. */
  async function imported(filename: string, data: Buffer | string) {
    const answer = await upload(filename, data);
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    const id = Number(/data-import-id="(\d+)"/.exec(answer.body)?.[1]);
    const page = await mall.app.inject({ method: 'GET', url: `${BANK_PATH}/${id}` });
    expect(statesOf(page.body)).toEqual(statesOf(answer.body));
    return { id, page: page.body, notice: answer.body };
  }

  const confirm = (id: number) => mall.app.inject({ method: 'POST', url: `${BANK_PATH}/${id}/confirm` });

  const netOf = (companyId: number) => {
    const row = mall.context.company.ledger.account(companyId);
    return { balance: row?.now_money_fen ?? 0, used: row?.credit_used_fen ?? 0 };
  };

  const statusOf = (remittanceId: number) =>
    (mall.context.db.prepare('SELECT status FROM company_remittances WHERE remittance_id = ?').get(remittanceId) as { status: number })
      .status;

  return { upload, imported, confirm, netOf, statusOf };
}
