// Disputes about single statement lines (docs/company-api.md §4.1): 财务 disputes one line of a month, the platform
// console answers it once with a note or an adjustment; the adjustment is one 调整 row in the ledger, however many
// times (or how concurrently) the answer is posted.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FORM } from '../demo-doors/door-requests.ts';
import { BALANCE_PAY_3_NOV, buildStatementsMall, COMPANY, OWNER_UID, type StatementsMall } from './company-statements-helpers.ts';

let mall: StatementsMall;
let token = '';
beforeEach(async () => {
  mall = await buildStatementsMall('2026-11-01 09:00:00');
  mall.move(BALANCE_PAY_3_NOV);
  mall.setTime('2026-11-20 12:00:00');
  token = mall.token(OWNER_UID);
});
afterEach(async () => mall.close());

const ledgerIdOf = (linkNo: string) =>
  (mall.context.db.prepare('SELECT ledger_id FROM company_ledger WHERE link_no = ?').get(linkNo) as { ledger_id: number }).ledger_id;
const adjustRows = () => mall.context.db.prepare("SELECT amount_fen, link_no FROM company_ledger WHERE kind = 'adjust'").all();
const balanceFen = () => mall.context.company.ledger.account(COMPANY)?.now_money_fen ?? Number.NaN;
const detail = async () => (await mall.get('/api/company/statement/detail/202611', token)).data;
const lineOf = async (linkNo: string) => detail().then((data) => data.list.find((line: { link_no: string }) => line.link_no === linkNo));
const dispute = (ledgerId: unknown, reason = '金额与发票不符') =>
  mall.post('/api/company/statement/dispute/202611', { reason, ledger_id: ledgerId }, token);

async function answer(disputeId: number, fields: Record<string, string>) {
  const payload = new URLSearchParams({ dispute_id: String(disputeId), ...fields }).toString();
  return mall.app.inject({ method: 'POST', url: '/demo/platform/statement-disputes/answer', headers: FORM, payload });
}
const disputeIdOf = (ledgerId: number) =>
  (
    mall.context.db.prepare('SELECT dispute_id FROM company_statement_line_disputes WHERE ledger_id = ?').get(ledgerId) as {
      dispute_id: number;
    }
  ).dispute_id;

describe('disputing one line', () => {
  it('records the dispute on the line and puts the statement in 有异议, naming the document', async () => {
    const ledgerId = ledgerIdOf('wx1103');
    expect(await dispute(ledgerId)).toEqual({ status: 200, message: '已提交异议' });
    const { statement } = await detail();
    expect(statement).toMatchObject({ status: 2, status_name: '有异议', dispute_reason: 'wx1103：金额与发票不符' });
    expect((await lineOf('wx1103')).dispute).toMatchObject({ status: 0, status_name: '待处理', reason: '金额与发票不符', answer: '' });
  });

  it('refuses a line of another month or another company, and an id that is not one', async () => {
    mall.context.company.ledger.move({
      companyId: 1,
      kind: 'adjust',
      balanceFen: 100,
      creditFen: 0,
      linkNo: 'other',
      time: '2026-11-05 10:00:00',
    });
    for (const wrong of [ledgerIdOf('other'), 999_999, 'abc', [1]]) {
      expect(await dispute(wrong)).toEqual({ status: 400, message: '该明细不在本对账单中' });
    }
    expect(mall.context.db.prepare('SELECT COUNT(*) AS n FROM company_statement_line_disputes').get()).toEqual({ n: 0 });
  });
});

describe('the platform answers once', () => {
  it('credits an adjustment once however often it is posted, and the line shows the answer', async () => {
    const ledgerId = ledgerIdOf('wx1103');
    await dispute(ledgerId);
    const id = disputeIdOf(ledgerId);
    const before = balanceFen();
    const answers = await Promise.all(Array.from({ length: 5 }, () => answer(id, { answer: '多扣运费，退回', adjust: '12.30' })));
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(answers.find((response) => response.statusCode === 400)?.body).toContain(`异议 #${id} 已处理，未重复操作`);
    expect(balanceFen() - before).toBe(1230);
    expect(adjustRows()).toEqual([{ amount_fen: 1230, link_no: `对账异议#${id}` }]);
    expect((await lineOf('wx1103')).dispute).toMatchObject({
      status: 1,
      status_name: '已调整',
      answer: '多扣运费，退回',
      adjust_amount: '12.30',
    });
    // the adjustment is a line of the month under 其他, and the answered line is not reopened
    expect((await detail()).statement.other_price).toBe('12.30');
    expect(await dispute(ledgerId, '再次异议')).toEqual({ status: 400, message: '该明细的异议已处理' });
  });

  it('answers with a note alone (已说明) and moves no money', async () => {
    const ledgerId = ledgerIdOf('wx1103');
    await dispute(ledgerId);
    const before = balanceFen();
    expect((await answer(disputeIdOf(ledgerId), { answer: '金额无误，见发票 12345678' })).statusCode).toBe(200);
    expect(balanceFen()).toBe(before);
    expect(adjustRows()).toEqual([]);
    expect((await lineOf('wx1103')).dispute).toMatchObject({ status: 2, status_name: '已说明', adjust_amount: '0.00' });
  });

  it('refuses a bad amount, a missing note, and a take-back larger than the balance, leaving the dispute open', async () => {
    const ledgerId = ledgerIdOf('wx1103');
    await dispute(ledgerId);
    const id = disputeIdOf(ledgerId);
    const refusals = [
      [{ answer: '退回', adjust: '1.234' }, '调整金额格式不正确，最多两位小数'],
      [{ answer: '退回', adjust: '1e3' }, '调整金额格式不正确，最多两位小数'],
      [{ answer: '退回', adjust: '1000000.01' }, '调整金额不能超过 1000000.00 元'],
      [{ answer: ' ', adjust: '1' }, '请填写答复说明'],
      [{ answer: '扣回', adjust: '-999999.00' }, '企业余额不足，无法扣回该金额'],
    ] as const;
    for (const [fields, message] of refusals) {
      const response = await answer(id, fields);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
    }
    expect((await lineOf('wx1103')).dispute).toMatchObject({ status: 0 });
    expect(adjustRows()).toEqual([]);
  });
});
