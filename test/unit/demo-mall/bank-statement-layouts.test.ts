// Reading bank statements as six banks' corporate exports lay them out (docs/company-api.md §3.6): the columns
// found by header name under the bank's block of account details, only the 贷方 (incoming) lines kept, the
// serial read where the bank has one; a file whose columns are not understood says which are missing and
// yields nothing; the keys that make one transfer credit once (ADR 0065) survive a spreadsheet and re-spacing.
import { describe, expect, it } from 'vitest';
import { lineKeys, stableSerial } from '../../../demo-mall/core/bank-line-key.ts';
import { type BankLine, bankLinesOfFile } from '../../../demo-mall/company/finance/bank-statement/bank-lines.ts';
import { bankSamples, csvText, gbk } from '../../helpers/mall/bank-statement-samples.ts';

const CODE = 'HK7Q3MZD';
const DATE = '2026-11-26';
const AMOUNTS = ['1500.00', '2,345.60', '345.00', '12000', '800.50', '99.99'];
const fen = (yuan: string) => Math.round(Number(yuan.replaceAll(',', '')) * 100);

async function linesOf(filename: string, data: Buffer | string): Promise<BankLine[]> {
  const read = await bankLinesOfFile(filename, Buffer.from(data));
  if (!read.ok) throw new Error(read.message);
  return read.lines;
}

async function refusalOf(filename: string, data: Buffer | string): Promise<string> {
  const read = await bankLinesOfFile(filename, Buffer.from(data));
  return read.ok ? 'read' : read.message;
}

describe('a bank statement in each bank layout', () => {
  it('reads the two incoming lines of every sample, under its header block, without the debit or the 合计 row', async () => {
    const samples = await bankSamples(CODE, AMOUNTS, DATE);
    expect(samples.map((sample) => sample.bank)).toEqual(['工商银行', '建设银行', '农业银行', '中国银行', '招商银行', '交通银行']);
    for (const sample of samples) {
      const read = await bankLinesOfFile(sample.filename, sample.data);
      expect(read.ok, sample.bank).toBe(true);
      if (!read.ok) continue;
      expect(read.debits, sample.bank).toBe(1);
      expect(
        read.lines.map(({ date, payerName, payerAccount, amountFen, serial, problem }) => ({
          date,
          payerName,
          payerAccount,
          amountFen,
          serial,
          problem,
        })),
        sample.bank,
      ).toEqual(
        sample.credits.map((transfer) => ({
          date: DATE,
          payerName: transfer.payerName,
          payerAccount: transfer.payerAccount,
          amountFen: fen(transfer.amount),
          serial: transfer.serial,
          problem: '',
        })),
      );
      for (const [index, line] of read.lines.entries()) expect(line.note, sample.bank).toContain(sample.credits[index]?.note);
    }
  });

  it('says which columns it did not understand, and imports nothing', async () => {
    const own = `${DATE},恒泰,622202,1500.00,${CODE}`;
    expect(await refusalOf('no-header.csv', own)).toMatch(
      /^未能识别银行流水的列：找不到表头行.*未导入任何流水.*工商银行、建设银行、农业银行、中国银行、招商银行、交通银行/,
    );
    expect(await refusalOf('amount.csv', `交易日期,付款户名,付款账号,金额,附言\n${own}`)).toContain(
      '缺少“贷方金额”（或“收入金额”，或“交易金额”与“借贷标志”）列',
    );
    expect(await refusalOf('no-note.csv', `交易日期,对方户名,贷方金额\n${DATE},恒泰,1500.00`)).toContain('缺少“摘要”“用途”或“附言”列');
    expect(await refusalOf('english.csv', gbk(`Date,Payer,Credit,Memo\n${DATE},x,1500,${CODE}`))).toContain('找不到表头行');
  });

  it('refuses a binary .xls with the way out, and reads a tab-separated export named .xls', async () => {
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
    expect(await refusalOf('明细.xls', ole)).toBe(
      '暂不支持旧版 Excel（.xls）文件：请在网银中导出 .xlsx 或 .csv，或用 Excel 另存为 .xlsx 后导入',
    );
    expect(await refusalOf('明细.xls', '<html><table><tr><td>交易日期</td></tr></table></html>')).toContain('旧版 Excel');
    const tabs = gbk(`交易日期\t贷方金额\t借方金额\t对方户名\t附言\n${DATE}\t1500.00\t\t恒泰\t${CODE}\n${DATE}\t\t20.00\t电费\t电费`);
    expect((await linesOf('明细.xls', tabs)).map((line) => [line.amountFen, line.note])).toEqual([[150000, CODE]]);
  });

  it('shows a credit it cannot read as a line with its reason, and a direction it does not know', async () => {
    const csv = csvText([
      ['交易日期', '借贷标志', '交易金额', '附言'],
      [DATE, '贷', '-5.00', '冲正'],
      [DATE, '贷', '1500.00', CODE],
      ['2026-11-31', '贷', '1.00', 'x'],
      [DATE, '??', '2.00', 'y'],
      [DATE, '借', '3.00', 'z'],
    ]);
    const lines = await linesOf('mixed.csv', csv);
    expect(lines.map((line) => line.problem)).toEqual(['金额不正确（应为转入金额，最多两位小数）', '', '日期不正确', '借贷标志无法识别']);
  });
});

describe('the keys of a bank line', () => {
  const line = (over: Partial<BankLine> = {}): BankLine => ({
    line: 2,
    date: DATE,
    payerName: '苏州恒泰精密机械有限公司',
    payerAccount: '6222021001001234567',
    amountFen: 150000,
    note: `货款 ${CODE}`,
    serial: '',
    problem: '',
    ...over,
  });

  it('are the same for the same transfer with its account or a number in its 附言 rounded, its 附言 re-spaced, re-cased or full-width', () => {
    const [first] = lineKeys([line()]);
    for (const other of [
      line({ payerAccount: '6222021001001234000' }),
      line({ payerAccount: '6.22202100100123E+18' }),
      line({ note: `货款  ${CODE.toLowerCase()}` }),
      line({ note: `货款${CODE}`, payerName: '苏州恒泰精密机械有限公司 ' }),
      line({ note: '货款　ＨＫ７Ｑ３ＭＺＤ' }),
    ]) {
      expect(lineKeys([other])[0]).toEqual(first);
    }
    const [withNumber] = lineKeys([line({ note: `货款 ${CODE} / 2026112600012345678 / 0012` })]);
    for (const other of [
      line({ note: `货款 ${CODE} / 2026112600012340000 / 12` }),
      line({ note: `货款 ${CODE} / 2.02611260001234E+18 / 12` }),
    ]) {
      expect(lineKeys([other])[0]).toEqual(withNumber);
    }
    expect(withNumber).not.toEqual(first);
    expect(lineKeys([line({ note: `货款 ${CODE} / 2026112600012345678 / 0013` })])[0]).not.toEqual(withNumber);
  });

  it('keep two equal transfers of one day apart, and two serials apart', () => {
    const [a, b] = lineKeys([line(), line()]);
    expect(a?.content).not.toBe(b?.content);
    const [c, d] = lineKeys([line({ serial: 'K3711900000017' }), line({ serial: 'K3711900000018' })]);
    expect(c?.serial).not.toBeNull();
    expect(c?.serial).not.toBe(d?.serial);
  });

  it('trust a serial a spreadsheet cannot change: not beyond 15 digits, leading zeros dropped, never a repeated one', () => {
    expect(stableSerial('2026112600012345678')).toBeNull();
    expect(stableSerial('2.02611260001235E+18')).toBeNull();
    expect(stableSerial('0008123')).toBe('8123');
    expect(stableSerial(' k3711900000017 ')).toBe('K3711900000017');
    expect(stableSerial('--')).toBeNull();
    expect(stableSerial(undefined)).toBeNull();
    const [a, b] = lineKeys([line({ serial: '0001' }), line({ serial: '0001', amountFen: 200 })]);
    expect([a?.serial, b?.serial]).toEqual([null, null]);
  });
});
