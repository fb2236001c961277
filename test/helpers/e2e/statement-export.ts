// The statement's two downloads as a buyer gets them from the 对账单管理 row: the .xlsx read back into rows and
// the PDF into text, each file named 对账单-<period> as the spec requires.
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';

async function download(page: Page, row: Locator, link: string, fileName: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: link }).click()]);
  expect(file.suggestedFilename()).toBe(fileName);
  return readFileSync(await file.path());
}

/** Clicks 导出 Excel and 导出 PDF on the statement `row` of `period` (YYYY-MM); the sheet's rows and the PDF's text. */
export async function exportedStatement(page: Page, row: Locator, period: string): Promise<{ rows: unknown[][]; text: string }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await download(page, row, '导出 Excel', `对账单-${period}.xlsx`)) as unknown as ArrayBuffer);
  const rows = (workbook.worksheets[0]?.getSheetValues() ?? []).filter(Boolean).map((cells) => (cells as unknown[]).slice(1));
  const parser = new PDFParse({ data: new Uint8Array(await download(page, row, '导出 PDF', `对账单-${period}.pdf`)) });
  try {
    return { rows, text: (await parser.getText()).text };
  } finally {
    await parser.destroy();
  }
}
