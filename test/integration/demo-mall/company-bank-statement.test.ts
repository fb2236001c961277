// The platform console's bank-statement import (docs/company-api.md §3.6): a 4-line statement where 3 lines carry a
// company's 汇款识别码 in the 附言 (one spaced and lower-cased, one of another company) and 1 carries none; the
// matched lines are confirmed in one action; the same file again (and the same confirm again, and two confirms at
// once) credits nothing twice. An .xlsx with real date cells reads the same; bounds refuse big or long files.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { companyRemittanceCode } from '../../../shared/company/remittance-codes.ts';
import { COMPANY, companyToken, ledgerRows, setAccount, submitRemittance } from './company-finance-helpers.ts';
import { bankConsole, countOf, statesOf } from './company-bank-statement-helpers.ts';
import { tradeMallPerTest } from '../../helpers/mall/malls.ts';

/** the columns of a bank export without a serial (农业银行's 收入金额 reads the same) */
const HEADER = '交易日期,对方户名,对方账号,贷方金额,附言';

const mall = tradeMallPerTest();
const { upload, imported, confirm, netOf } = bankConsole(mall);
const count = countOf;

/** Company 2 submits 1500.00 and 800.00, company 1 submits 2000.00: all 待审核. */
async function threePending() {
  const two = companyToken(mall);
  const one = mall.context.signer.issue(1, 'company').token;
  const first = await submitRemittance(mall, two, { amount: '1500.00' });
  const second = await submitRemittance(mall, two, { amount: '800.00' });
  const third = await submitRemittance(mall, one, { amount: '2000.00', payer_name: '上海东联工业设备有限公司' });
  return { first, second, third };
}

function statementCsv(): string {
  const two = companyRemittanceCode(COMPANY);
  const one = companyRemittanceCode(1);
  const spaced = `${two.slice(0, 4)} ${two.slice(4)}`.toLowerCase();
  return [
    '交易日期,对方户名,对方账号,贷方金额,附言',
    `2026-11-26,苏州恒泰精密机械有限公司,6222021001001234567,1500.00,货款 ${two}`,
    `2026/11/26,苏州恒泰精密机械有限公司,6222021001001234567,800,${spaced}`,
    `20261126,上海东联工业设备有限公司,31001234567890,"2,000.00",汇款识别码${one}`,
    '2026-11-26,无名公司,6228480000000000,300.00,十一月货款',
  ].join('\r\n');
}

describe('importing a bank statement', () => {
  it('matches 3 lines by code and 1 not; confirms them once; the same file again credits nothing', async () => {
    setAccount(mall, { balance: 800_000, used: 50_000 });
    const { first, second, third } = await threePending();
    const before2 = netOf(COMPANY);
    const before1 = netOf(1);

    const { id, page } = await imported('流水.csv', statementCsv());
    expect(statesOf(page)).toEqual(['matched', 'matched', 'matched', 'unmatched']);
    expect([count(page, 'matched'), count(page, 'ambiguous'), count(page, 'unmatched'), count(page, 'credited')]).toEqual([3, 0, 1, 0]);
    expect(page).toContain(first.no);
    expect(page).toContain(second.no);
    expect(page).toContain(third.no);
    expect(page).toContain('附言中没有汇款识别码');
    expect(page).toContain('确认 3 笔已匹配流水到账（¥4300.00）');
    // showing the import moved no money
    expect(netOf(COMPANY)).toEqual(before2);

    const confirmed = await confirm(id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('已确认 3 笔到账，共 ¥4300.00');
    // company 2: 500.00 of used credit repaid first, the rest to the balance; company 1: its balance
    expect(netOf(COMPANY)).toEqual({ balance: before2.balance + 230_000 - 50_000, used: 0 });
    expect(netOf(1)).toEqual({ balance: before1.balance + 200_000, used: before1.used });
    for (const { id: remittanceId } of [first, second, third]) {
      expect(mall.context.db.prepare('SELECT status FROM company_remittances WHERE remittance_id = ?').get(remittanceId)).toEqual({
        status: 1,
      });
    }
    const remittanceRows = () => ledgerRows(mall).filter((row) => row.kind === 'remittance');
    expect(remittanceRows().map((row) => row.link_no)).toEqual([first.no, second.no]);

    const twice = await confirm(id);
    expect(twice.body).toContain('没有待确认的已匹配流水，未重复入账');
    const again = await imported('流水-再次导出.csv', statementCsv());
    expect(statesOf(again.page)).toEqual(['credited', 'credited', 'credited', 'unmatched']);
    expect((await confirm(again.id)).body).toContain('未重复入账');
    expect(netOf(COMPANY)).toEqual({ balance: before2.balance + 180_000, used: 0 });
    expect(netOf(1)).toEqual({ balance: before1.balance + 200_000, used: before1.used });
    expect(remittanceRows()).toHaveLength(2);
    expect(mall.context.db.prepare('SELECT COUNT(*) AS n FROM platform_bank_credits').get()).toEqual({ n: 3 });
  });

  it('two confirm requests at once credit once', async () => {
    const { first } = await threePending();
    const before = netOf(COMPANY);
    const { id } = await imported('one.csv', `${HEADER}\n2026-11-26,恒泰,622202,1500.00,${companyRemittanceCode(COMPANY)}`);
    const answers = await Promise.all([confirm(id), confirm(id), confirm(id)]);
    expect(answers.filter((answer) => answer.body.includes('已确认 1 笔到账'))).toHaveLength(1);
    expect(netOf(COMPANY).balance).toBe(before.balance + 150_000 - before.used);
    expect(mall.context.db.prepare('SELECT remittance_id FROM platform_bank_credits').all()).toEqual([{ remittance_id: first.id }]);
  });

  it('asks a person to look when the amount fits no pending remittance, or the 附言 names two companies', async () => {
    await threePending();
    const two = companyRemittanceCode(COMPANY);
    const csv = [
      HEADER,
      `2026-11-26,恒泰,622202,999.00,${two}`,
      `2026-11-26,恒泰,622202,1500.00,${two} ${companyRemittanceCode(1)}`,
      '2026-11-26,恒泰,622202,-5.00,退款',
      `2026-11-26,恒泰,622202,1500.00,${two}`,
      `2026-11-26,恒泰,622202,1500.00,${two}`,
    ].join('\n');
    const { page } = await imported('mixed.csv', csv);
    // the second 1500.00 finds the one pending 1500.00 already claimed by the line before it
    expect(statesOf(page)).toEqual(['ambiguous', 'ambiguous', 'unmatched', 'matched', 'ambiguous']);
    expect(page).toContain('该企业没有金额相符的待审核汇款');
    expect(page).toContain('附言中有多家企业的识别码');
    expect(page).toContain('金额不正确');
  });

  it('reads an .xlsx with real date and number cells the same way', async () => {
    const { first } = await threePending();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('流水');
    sheet.addRow(['记账日期', '对方户名', '对方账号', '贷方金额', '附言']);
    const row = sheet.addRow([
      new Date(Date.UTC(2026, 10, 26)),
      '苏州恒泰精密机械有限公司',
      '6222021001001234567',
      1500,
      `货款${companyRemittanceCode(COMPANY)}`,
    ]);
    row.getCell(1).numFmt = 'yyyy-mm-dd';
    const { id, page } = await imported('流水.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(statesOf(page)).toEqual(['matched']);
    expect(page).toContain('2026-11-26');
    expect(page).toContain(first.no);
    expect((await confirm(id)).body).toContain('已确认 1 笔到账，共 ¥1500.00');
  });

  it('refuses files past the bounds with a clear message, before keeping anything', async () => {
    const lines = [HEADER, ...Array.from({ length: 501 }, (_, index) => `2026-11-26,恒泰,622202,${index + 1}.00,x`)].join('\n');
    const cases: [string, Buffer | string, string][] = [
      ['big.csv', Buffer.alloc(1024 * 1024 + 10, 0x41), '文件大小不能超过 1M'],
      ['long.csv', lines, '单次最多导入 500 条流水，请分批导入'],
      ['statement.pdf', '%PDF-1.4', '请上传 .xlsx 或 .csv 文件'],
      ['fake.xlsx', 'not a zip', '文件无法读取，请上传网银导出的 .csv 或 .xlsx 流水'],
      ['empty.csv', `${HEADER}\n`, '文件中没有银行流水'],
      ['debits.csv', `${HEADER},借方金额\n2026-11-26,电力公司,1,,电费,300.00\n`, '文件中没有转入（贷方）流水'],
      ['own.csv', '交易日期,付款户名,付款账号,金额,附言\n2026-11-26,恒泰,622202,1500.00,x\n', '未能识别银行流水的列：缺少“贷方金额”'],
    ];
    for (const [name, data, message] of cases) {
      const answer = await upload(name, data);
      expect(answer.statusCode, name).toBe(400);
      expect(answer.body, name).toContain(message);
    }
    expect(mall.context.db.prepare('SELECT COUNT(*) AS n FROM platform_bank_imports').get()).toEqual({ n: 0 });
  });
});
