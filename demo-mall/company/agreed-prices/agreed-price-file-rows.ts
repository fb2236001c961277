// An uploaded .xlsx of 企业协议价 (docs/company-api.md §9.3) → its rows: the columns of AGREEMENT_COLUMNS (the
// export's first fifteen), the header row skipped. Read in a file reader thread within the quick-order upload's
// bounds (ADR 0028: the zip judged before unpacking, cells and rows counted as they inflate); each row is checked
// afterwards by the console, all of them before anything is saved.
import { AGREEMENT_COLUMNS, AGREEMENT_IMPORT_ROWS_MAX, AGREEMENT_MESSAGES } from '#shared/company/agreement-price-rules.ts';
import { QUICK_ORDER_MESSAGES as M } from '#shared/quick-order/quick-order-rules.ts';
import { FileRefusal } from '../quick-order/file-refusal.ts';
import { sheetTable } from '../quick-order/xlsx/sheet-table.ts';

export interface AgreementFileRow {
  /** the sheet's row number */
  line: number;
  texts: string[];
}

export type AgreementFileRows = { ok: true; rows: AgreementFileRow[] } | { ok: false; message: string };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** The readers speak of the quick-order template; this file is the agreement template or export. */
export const AGREEMENT_FILE_MESSAGES: Readonly<Record<string, string>> = {
  [M.fileUnreadable]: '文件无法读取，请使用导出的协议价表格填写',
  [M.tooManyRows]: AGREEMENT_MESSAGES.importTooMany,
  [M.fileTooBig]: '文件过大，请分批导入',
};

/** Runs in a reader thread: the rows with any value, or why the file cannot be read. */
export async function agreementRowsOfFile(filename: string, data: Buffer): Promise<AgreementFileRows> {
  if (!filename.toLowerCase().endsWith('.xlsx')) return { ok: false, message: AGREEMENT_MESSAGES.importFile };
  if (!ZIP_MAGIC.every((byte, index) => data[index] === byte))
    return { ok: false, message: AGREEMENT_FILE_MESSAGES[M.fileUnreadable] ?? '' };
  try {
    const rows: AgreementFileRow[] = [];
    for (const row of await sheetTable(data, AGREEMENT_COLUMNS.length, 'iso')) {
      const texts = row.texts.map((text) => text.trim());
      if (texts.every((text) => text === '') || texts[0] === AGREEMENT_COLUMNS[0]) continue;
      if (rows.length >= AGREEMENT_IMPORT_ROWS_MAX) return { ok: false, message: AGREEMENT_MESSAGES.importTooMany };
      rows.push({ line: row.line, texts });
    }
    return rows.length > 0 ? { ok: true, rows } : { ok: false, message: AGREEMENT_MESSAGES.importEmpty };
  } catch (error) {
    if (error instanceof FileRefusal) return { ok: false, message: AGREEMENT_FILE_MESSAGES[error.message] ?? error.message };
    throw error;
  }
}
