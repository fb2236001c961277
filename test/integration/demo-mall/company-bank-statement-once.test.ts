// One bank transfer credits at most once (ADR 0065, docs/company-api.md §3.6), with two pending ¥1,500.00
// remittances that a second credit would take: the same transfers saved from .csv to .xlsx by a spreadsheet (the
// 19-digit account, or serial, rounded to 1001234509876540000), re-exported with the 附言 re-spaced and
// lower-cased, or confirmed from two imports at once, credit the first remittance only; two transfers the bank
// tells apart by serial both credit. And each of six banks' export layouts imports and matches.
import { describe, expect, it } from 'vitest';
import { companyRemittanceCode } from '../../../shared/company/remittance-codes.ts';
import { COMPANY, companyToken, submitRemittance } from './company-finance-helpers.ts';
import { bankConsole, statesOf } from './company-bank-statement-helpers.ts';
import { bankSamples, csvText, xlsxOf } from '../../helpers/mall/bank-statement-samples.ts';
import { tradeMallPerTest } from '../../helpers/mall/malls.ts';

const mall = tradeMallPerTest();
const { imported, confirm, netOf, statusOf } = bankConsole(mall);
const CODE = companyRemittanceCode(COMPANY);
const ACCOUNT = '1001234509876543210';
const creditRows = () => mall.context.db.prepare('SELECT remittance_id AS id FROM platform_bank_credits').all();

/** Two pending remittances of the same amount: the second is what a double credit would take. */
async function twoPending(amount = '1500.00') {
  const token = companyToken(mall);
  const first = await submitRemittance(mall, token, { amount });
  const second = await submitRemittance(mall, token, { amount });
  return { first, second, before: netOf(COMPANY) };
}

const netGain = (before: { balance: number; used: number }) => {
  const now = netOf(COMPANY);
  return now.balance - now.used - (before.balance - before.used);
};

/** A statement with one transfer in, as the bank writes it: without a serial, or 工商银行-like with a 19-digit one. */
const LAYOUTS = [
  {
    name: 'without a serial',
    rows: (note: string) => [
      ['交易日期', '对方户名', '对方账号', '贷方金额', '附言'],
      ['2026-11-26', '苏州恒泰精密机械有限公司', ACCOUNT, '1500.00', note],
    ],
    numbers: [2, 3],
  },
  {
    name: 'with a 19-digit 交易流水号',
    rows: (note: string) => [
      ['账号：1001234509876543299'],
      ['交易流水号', '交易日期', '对方单位名称', '对方账号', '借方发生额', '贷方发生额', '用途'],
      ['2026112600012345678', '2026-11-26', '苏州恒泰精密机械有限公司', ACCOUNT, '', '1500.00', note],
    ],
    numbers: [0, 3, 5],
  },
];

describe('one bank transfer credits once', () => {
  for (const layout of LAYOUTS) {
    it(`the .csv confirmed, then the same saved as .xlsx with the account rounded, credits nothing new (${layout.name})`, async () => {
      const { first, second, before } = await twoPending();
      const rows = layout.rows(`货款 ${CODE}`);
      const csv = await imported('流水.csv', csvText(rows));
      expect(statesOf(csv.page)).toEqual(['matched']);
      expect((await confirm(csv.id)).body).toContain('已确认 1 笔到账，共 ¥1500.00');

      const xlsx = await imported('流水.xlsx', await xlsxOf(rows, layout.numbers));
      expect(xlsx.page).toContain('1001234509876540000');
      expect(statesOf(xlsx.page)).toEqual(['credited']);
      expect((await confirm(xlsx.id)).body).toContain('没有待确认的已匹配流水，未重复入账');
      expect([statusOf(first.id), statusOf(second.id)]).toEqual([1, 0]);
      expect(netGain(before)).toBe(150_000);
      expect(creditRows()).toEqual([{ id: first.id }]);
    });
  }

  it('the same transfer re-exported with the 附言 re-spaced and lower-cased credits nothing new', async () => {
    const { first, second, before } = await twoPending();
    const [layout] = LAYOUTS as [(typeof LAYOUTS)[number]];
    const once = await imported('流水.csv', csvText(layout.rows(`货款 ${CODE}`)));
    expect((await confirm(once.id)).body).toContain('已确认 1 笔到账');
    const again = await imported('流水-重新导出.csv', csvText(layout.rows(`货款  ${CODE.toLowerCase()}`)));
    expect(statesOf(again.page)).toEqual(['credited']);
    expect((await confirm(again.id)).body).toContain('未重复入账');
    expect([statusOf(first.id), statusOf(second.id)]).toEqual([1, 0]);
    expect(netGain(before)).toBe(150_000);
  });

  it('confirming the .csv and the .xlsx of one transfer at once credits once', async () => {
    const { first, second, before } = await twoPending();
    const [layout] = LAYOUTS as [(typeof LAYOUTS)[number]];
    const rows = layout.rows(`货款 ${CODE}`);
    const csv = await imported('流水.csv', csvText(rows));
    const xlsx = await imported('流水.xlsx', await xlsxOf(rows, layout.numbers));
    expect([statesOf(csv.page), statesOf(xlsx.page)]).toEqual([['matched'], ['matched']]);
    const answers = await Promise.all([confirm(csv.id), confirm(xlsx.id), confirm(csv.id), confirm(xlsx.id)]);
    expect(answers.filter((answer) => answer.body.includes('已确认 1 笔到账'))).toHaveLength(1);
    expect([statusOf(first.id), statusOf(second.id)]).toEqual([1, 0]);
    expect(netGain(before)).toBe(150_000);
    expect(creditRows()).toHaveLength(1);
  });

  it('two equal transfers the bank tells apart by serial, in two exports, both credit', async () => {
    const { first, second, before } = await twoPending();
    const rows = (serial: string) => [
      ['交易日', '借方金额', '贷方金额', '流水号', '收/付方名称', '用途'],
      ['20261126', '', '1500.00', serial, '苏州恒泰精密机械有限公司', `货款 ${CODE}`],
    ];
    const morning = await imported('上午.csv', csvText(rows('K3711900000017')));
    expect((await confirm(morning.id)).body).toContain('已确认 1 笔到账');
    const afternoon = await imported('下午.xlsx', await xlsxOf(rows('K3711900000018')));
    expect(statesOf(afternoon.page)).toEqual(['matched']);
    expect((await confirm(afternoon.id)).body).toContain('已确认 1 笔到账');
    expect([statusOf(first.id), statusOf(second.id)]).toEqual([1, 1]);
    expect(netGain(before)).toBe(300_000);
  });
});

describe("each bank's export layout", () => {
  it('imports, matches the coded transfer, leaves the other and the debit out of it, and credits once', async () => {
    const amounts = ['1500.00', '2345.60', '345.00', '1200.00', '800.50', '99.99'];
    const token = companyToken(mall);
    const remittances = [];
    for (const amount of amounts) remittances.push(await submitRemittance(mall, token, { amount }));
    const before = netOf(COMPANY);
    const samples = await bankSamples(CODE, amounts, '2026-11-26');
    for (const [index, sample] of samples.entries()) {
      const { id, page, notice } = await imported(sample.filename, sample.data);
      expect(notice, sample.bank).toContain('已读取 2 条流水（另有 1 条支出，不导入）');
      expect(statesOf(page), sample.bank).toEqual(['matched', 'unmatched']);
      expect(page, sample.bank).toContain(remittances[index]?.no);
      expect((await confirm(id)).body, sample.bank).toContain(`已确认 1 笔到账，共 ¥${amounts[index]}`);
      const again = await imported(sample.filename, sample.data);
      expect(statesOf(again.page), sample.bank).toEqual(['credited', 'unmatched']);
    }
    expect(remittances.map((remittance) => statusOf(remittance.id))).toEqual([1, 1, 1, 1, 1, 1]);
    expect(netGain(before)).toBe(amounts.reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0));
  });
});
