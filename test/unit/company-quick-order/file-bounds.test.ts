// The bounds an uploaded quick-order file is read within (ADR 0028, docs/company-api.md §6.2), on the reader
// itself: zip bombs honest and lying about their size, entry count, packing ratio, a sheet's declared extent,
// counted rows and cells, document types, and csv lines. Each refusal is a message, and none takes long.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOfFile } from '../../../demo-mall/company/quick-order/file-rows.ts';
import { bombSheet, deflated, fullUnpackMs, sheetOf, workbookOf, type ZipPart, zipBombXlsx, zipOf } from '../../helpers/bff/xlsx-bombs.ts';

const TOO_BIG = { ok: false, message: '文件过大，请删除多余的内容或分批导入' };
const TOO_MANY_ROWS = { ok: false, message: '单次最多 500 行，请分批导入' };
const UNREADABLE = { ok: false, message: '文件无法读取，请使用模板重新填写' };

/** The reader's answer and how long it took. */
async function timed(filename: string, data: Buffer): Promise<{ answer: unknown; ms: number }> {
  const started = performance.now();
  const answer = await rowsOfFile(filename, data);
  return { answer, ms: performance.now() - started };
}

async function xlsxOf(rows: readonly (readonly (string | number)[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A wide bound, not a speed claim: unpacking and scanning the whole 300 MB sheet takes over a minute (the reader scans
 * about 3 MB a second here), stopping at the declared size about a second, so a busy machine cannot cross it.
 */
const SCAN_ALL_BOUND_MS = 10_000;

describe('zip bombs', () => {
  let sheet300: ZipPart;
  /** unpacking the 300 MB sheet whole (no scan), measured now: a refusal from the directory takes a small part of it */
  let unpackMs: number;
  beforeAll(async () => {
    sheet300 = await bombSheet(300);
    unpackMs = await fullUnpackMs(sheet300);
  }, 60_000);

  it('refuses a 0.9 MB workbook whose sheet unpacks to 300 MB from its directory, unpacking nothing', async () => {
    const bomb = await zipBombXlsx();
    expect(bomb.length).toBeGreaterThan(800 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { answer, ms } = await timed('bomb.xlsx', bomb);
    expect(answer).toEqual(TOO_BIG);
    expect(ms).toBeLessThan(unpackMs / 4);
  });

  it('stops a sheet that unpacks past the size its directory declares', async () => {
    // declared just under the per-entry bound and the ratio's threshold: only the counting inflate can stop it
    for (const size of [1024, 900 * 1024]) {
      const { answer, ms } = await timed('lying.xlsx', workbookOf({ ...sheet300, size }));
      expect(answer).toEqual(TOO_BIG);
      expect(ms).toBeLessThan(SCAN_ALL_BOUND_MS);
    }
  });

  it('stops a sheet declared at 3.5 MB (within every directory bound) that is really 300 MB, at 3.5 MB', async () => {
    // 3.5 MB from ~0.3 MB packed is ~12:1, under the ratio bound: only the counting inflate and scan can stop it
    const { answer, ms } = await timed('lying.xlsx', workbookOf({ ...sheet300, size: 3.5 * 1024 * 1024 }));
    expect(answer).toEqual(TOO_BIG);
    expect(ms).toBeLessThan(SCAN_ALL_BOUND_MS);
  });

  it('refuses by entry count, total declared size and packing ratio', async () => {
    const many = Array.from({ length: 101 }, (_, index) => deflated(`xl/media/${index}.txt`, 'x'));
    expect(await rowsOfFile('many.xlsx', zipOf(many))).toEqual(TOO_BIG);
    const heavy = (name: string): ZipPart => ({ ...deflated(name, 'x'), size: 9 * 1024 * 1024, packed: Buffer.alloc(200 * 1024) });
    expect(await rowsOfFile('total.xlsx', workbookOf(sheetOf('<sheetData/>'), [heavy('a.bin'), heavy('b.bin'), heavy('c.bin')]))).toEqual(
      TOO_BIG,
    );
    expect(await rowsOfFile('entry.xlsx', workbookOf(sheetOf('<sheetData/>'), [{ ...heavy('a.bin'), size: 11 * 1024 * 1024 }]))).toEqual(
      TOO_BIG,
    );
    const zeros = deflated('xl/media/zeros.bin', Buffer.alloc(2 * 1024 * 1024));
    expect(await rowsOfFile('ratio.xlsx', workbookOf(sheetOf('<sheetData/>'), [zeros]))).toEqual(TOO_BIG);
  });
});

describe('sheets past the bounds', () => {
  it('refuses a declared extent of more rows, or more cells, than a quick order can hold', async () => {
    const row = '<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>DL00001</t></is></c><c r="B1"><v>1</v></c></row></sheetData>';
    expect(await rowsOfFile('huge.xlsx', workbookOf(sheetOf(`<dimension ref="A1:XFD1048576"/>${row}`)))).toEqual(TOO_MANY_ROWS);
    expect(await rowsOfFile('wide.xlsx', workbookOf(sheetOf(`<dimension ref="A1:Z9000"/>${row}`)))).toEqual(TOO_BIG);
    // a small declared extent reads as before
    expect(await rowsOfFile('small.xlsx', workbookOf(sheetOf(`<dimension ref="A1:B1"/>${row}`)))).toEqual({
      ok: true,
      rows: [{ line: 1, code: 'DL00001', quantity: 1, reason: '' }],
    });
  });

  it('takes 500 rows under a header and refuses 501, counting as it reads', async () => {
    const rows = Array.from({ length: 501 }, (_, index) => [`DL${String(index).padStart(5, '0')}`, 1]);
    const five = await rowsOfFile('500.xlsx', await xlsxOf([['编码', '数量'], ...rows.slice(0, 500)]));
    expect(five.ok && five.rows.length).toBe(500);
    expect(await rowsOfFile('501.xlsx', await xlsxOf([['编码', '数量'], ...rows]))).toEqual(TOO_MANY_ROWS);
  });

  it('refuses a sheet with more value rows or value cells than the bounds, whatever the columns', async () => {
    const rowsInC = Array.from({ length: 5001 }, (_, index) => `<row r="${index + 1}"><c r="C${index + 1}"><v>1</v></c></row>`).join('');
    expect(await rowsOfFile('c.xlsx', workbookOf(sheetOf(`<sheetData>${rowsInC}</sheetData>`)))).toEqual(TOO_MANY_ROWS);
    const wideRow = (r: number) => `<row r="${r}">${Array.from({ length: 100 }, () => '<c><v>1</v></c>').join('')}</row>`;
    const cells = Array.from({ length: 501 }, (_, index) => wideRow(index + 1)).join('');
    expect(await rowsOfFile('cells.xlsx', workbookOf(sheetOf(`<sheetData>${cells}</sheetData>`)))).toEqual(TOO_BIG);
  });

  it('refuses a document type (entity expansion) and an overlong tag', async () => {
    const laughs = `<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><sheetData/>`;
    expect(await rowsOfFile('dtd.xlsx', workbookOf(sheetOf(laughs)))).toEqual(UNREADABLE);
    const longTag = `<sheetData><row r="1" x="${'a'.repeat(20_000)}"/></sheetData>`;
    expect(await rowsOfFile('tag.xlsx', workbookOf(sheetOf(longTag)))).toEqual(TOO_BIG);
  });
});

describe('csv bounds', () => {
  it('refuses an overlong line and a 501st row, and reads a megabyte of blank lines quickly', async () => {
    expect(await rowsOfFile('long.csv', Buffer.from(`DL00001,1\n${'x'.repeat(5000)},1\n`))).toEqual({
      ok: false,
      message: '文件中有过长的行，请使用模板重新填写',
    });
    const lines = Array.from({ length: 501 }, (_, index) => `DL${index},1`).join('\r\n');
    expect(await rowsOfFile('many.csv', Buffer.from(`编码,数量\r\n${lines}`))).toEqual(TOO_MANY_ROWS);
    const { answer, ms } = await timed('blank.csv', Buffer.alloc(1024 * 1024 - 1, 0x0a));
    expect(answer).toEqual({ ok: false, message: '文件中没有可导入的行' });
    // a hang bound with a wide margin: a scan that went back over the lines it had read would take minutes
    expect(ms).toBeLessThan(10_000);
  });
});
