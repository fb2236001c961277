// The company's 汇款识别码 on the rendered pages through the BFF (ADR 0036): /recharge-remittance shows the same
// code on every load and in a new session, 财务管理 shows it too, and loading the pages changes no table of the mall.
// Each load's form carries a fresh 汇款单号 instead, which nothing records until the form is submitted.
import { afterEach, describe, expect, it } from 'vitest';
import { companyRemittanceCode } from '../../../shared/company/remittance-codes.ts';
import { closeThroughBff, getAs, signInAsCompany, startThroughBff, type ThroughBff } from './through-bff-kit.ts';

afterEach(closeThroughBff);

function tableCounts(t: ThroughBff): Record<string, number> {
  const db = t.bff.mall.context.db;
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[];
  return Object.fromEntries(tables.map(({ name }) => [name, (db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get() as { n: number }).n]));
}

const codeOn = (html: string, testId: string) => new RegExp(`data-testid="${testId}"[^>]*>([^<]+)<`).exec(html)?.[1] ?? '';

describe('the 汇款识别码 on the pages', () => {
  it('is the same on every load and session, in 财务管理 too, and reading it writes nothing', async () => {
    // the production build: DIST_DIR when the build was made into another folder
    const t = await startThroughBff(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : undefined, { pages: true });
    const jar = await signInAsCompany(t);
    // a first load warms anything a session keeps (cookies, caches); from then on nothing may be written
    const warm = await getAs(t, jar, '/recharge-remittance');
    expect(warm.status).toBe(200);
    const before = tableCounts(t);

    const first = await getAs(t, jar, '/recharge-remittance');
    const second = await getAs(t, jar, '/recharge-remittance');
    const other = await signInAsCompany(t);
    const third = await getAs(t, other, '/recharge-remittance');
    const finance = await getAs(t, jar, '/user/financial_management');
    const expected = companyRemittanceCode(2);
    expect([first, second, third, finance].map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect([first, second, third].map((answer) => codeOn(answer.text, 'remittance-code'))).toEqual([expected, expected, expected]);
    expect(codeOn(finance.text, 'finance-remittance-code')).toBe(expected);
    expect(first.text).toContain('这是贵公司固定的汇款识别码');
    expect(tableCounts(t)).toEqual(before);
  });
});
