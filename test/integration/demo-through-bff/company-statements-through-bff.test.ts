// Statement exports pass through the BFF as files (docs/company-api.md §4): the mall's content type and
// attachment name reach the browser, the bytes arrive whole and open as a workbook and a PDF; the dispute
// reason is checked before it is forwarded; a refused export stays a JSON envelope.
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import type { Response } from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { closeThroughBff, type CookieJar, getAs, postAs, signInAsCompany, startThroughBff, type ThroughBff } from './through-bff-kit.ts';

afterEach(closeThroughBff);

/** supertest: collect the body as bytes whatever the type */
function binary(response: Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}

async function currentStatementId(t: ThroughBff, jar: CookieJar): Promise<number> {
  const list = await getAs(t, jar, '/api/company/statement/lst');
  expect(list.status).toBe(200);
  return list.body.data.list[0].statement_id as number;
}

describe('statements through the BFF', () => {
  it('passes the .xlsx and .pdf files through with their type and name, whole and readable', async () => {
    const t = await startThroughBff();
    const jar = await signInAsCompany(t);
    for (let index = 0; index < 45; index++) {
      const moved = await t
        .hook()
        .post('/__test/company/ledger-move')
        .send({ company_id: 2, kind: 'balance_pay', balance_fen: -(index + 1) * 101, link_type: 'order', link_no: `wxBFF${index}` });
      expect(moved.status).toBe(200);
    }
    const id = await currentStatementId(t, jar);
    const period = `${String(id).slice(0, 4)}-${String(id).slice(4)}`;

    const xlsx = await getAs(t, jar, `/api/company/statement/export/${id}?type=xlsx`).buffer(true).parse(binary);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toBe(
      `attachment; filename="statement-${period}.xlsx"; filename*=UTF-8''${encodeURIComponent(`对账单-${period}.xlsx`)}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body as ArrayBuffer);
    const rows = (workbook.worksheets[0]?.getSheetValues() ?? []).filter(Boolean).map((row) => (row as unknown[]).slice(1));
    expect(rows).toContainEqual(['企业名称', '苏州恒泰精密机械有限公司']);
    expect(rows.filter((row) => String(row[2] ?? '').startsWith('wxBFF'))).toHaveLength(45);
    // the last line, then the overdue block (none here), then the state
    expect(rows.at(-4)?.slice(1, 4)).toEqual(['余额支付', 'wxBFF44', -45.45]);
    expect(rows.slice(-3)).toEqual([['期末已逾期账期款项'], ['期末无已逾期的账期款项'], ['状态：待确认']]);

    const pdf = await getAs(t, jar, `/api/company/statement/export/${id}?type=pdf`).buffer(true).parse(binary);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`对账单-${period}.pdf`)}`);
    const body = pdf.body as Buffer;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.subarray(-6).toString()).toContain('%%EOF');
    const parser = new PDFParse({ data: new Uint8Array(body) });
    try {
      const text = await parser.getText();
      expect(text.total).toBe(2);
      expect(text.text).toContain('苏州恒泰精密机械有限公司');
      expect(text.text).toContain('wxBFF44');
    } finally {
      await parser.destroy();
    }
  });

  it('checks the dispute reason before forwarding and keeps refused exports as envelopes', async () => {
    const t = await startThroughBff();
    const jar = await signInAsCompany(t);
    const moved = await t
      .hook()
      .post('/__test/company/ledger-move')
      .send({ company_id: 2, kind: 'balance_pay', balance_fen: -505, link_no: 'wxLINE' });
    expect(moved.status).toBe(200);
    const id = await currentStatementId(t, jar);
    const empty = await postAs(t, jar, `/api/company/statement/dispute/${id}`, { reason: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ status: 400, message: '请填写异议原因' });
    const disputed = await postAs(t, jar, `/api/company/statement/dispute/${id}`, { reason: '期初余额不符' });
    expect(disputed.body).toMatchObject({ status: 200, message: '已提交异议' });
    const detail = await getAs(t, jar, `/api/company/statement/detail/${id}`);
    expect(detail.body.data.statement).toMatchObject({ status: 2, dispute_reason: '期初余额不符' });
    // a line: the BFF refuses an id that is not one before the mall sees it, and passes a real one through
    const notALine = await postAs(t, jar, `/api/company/statement/dispute/${id}`, { reason: '金额不符', ledger_id: 'x' });
    expect(notALine.body).toMatchObject({ status: 400, message: '该明细不在本对账单中' });
    const line = detail.body.data.list.find((entry: { link_no: string }) => entry.link_no === 'wxLINE');
    const lineDispute = await postAs(t, jar, `/api/company/statement/dispute/${id}`, { reason: '金额不符', ledger_id: line.ledger_id });
    expect(lineDispute.body).toMatchObject({ status: 200, message: '已提交异议' });
    const after = await getAs(t, jar, `/api/company/statement/detail/${id}`);
    expect(after.body.data.list.find((entry: { link_no: string }) => entry.link_no === 'wxLINE').dispute).toMatchObject({
      status: 0,
      reason: '金额不符',
    });
    const refused = await getAs(t, jar, `/api/company/statement/export/${id}?type=doc`);
    expect(refused.headers['content-type']).toContain('application/json');
    expect(refused.body).toMatchObject({ status: 400, message: '请选择导出格式' });
  });
});
