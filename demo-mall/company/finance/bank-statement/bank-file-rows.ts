// An uploaded bank statement's rows as text, up to BANK_MAX_COLUMNS cells each, read within the quick-order
// upload's bounds by the same readers (ADR 0028: the zip judged before unpacking, lines cut on bytes). .csv in
// UTF-8 or GBK; .xlsx (first sheet); .xls only when it is really text (some 网银 name their tab-separated export
// .xls), since no legacy-Excel reader is installed: a binary .xls is refused with the way out.
import { QUICK_ORDER_MESSAGES as M } from '#shared/quick-order/quick-order-rules.ts';
import { csvLines } from '../../quick-order/csv-lines.ts';
import { sheetTable } from '../../quick-order/xlsx/sheet-table.ts';

/** columns read per row: the widest export (招商银行) has about 35 */
const BANK_MAX_COLUMNS = 40;

const LEGACY_XLS = '暂不支持旧版 Excel（.xls）文件：请在网银中导出 .xlsx 或 .csv，或用 Excel 另存为 .xlsx 后导入';

export interface BankRow {
  /** the file's line (or sheet row) number */
  line: number;
  texts: string[];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];
const starts = (data: Buffer, magic: readonly number[]) => magic.every((byte, index) => data[index] === byte);

/** One CSV line's fields: commas (or tabs when the line has no comma), "quoted, with "" inside". */
function csvFields(text: string): string[] {
  const separator = !text.includes(',') && text.includes('\t') ? '\t' : ',';
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at] as string;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === separator) {
      fields.push(field.trim());
      field = '';
    } else field += char;
  }
  fields.push(field.trim());
  return fields;
}

/** `="6222021001001234567"`, the way exports keep Excel from rounding a number, is the text inside. */
const unwrapped = (text: string) => /^="(.*)"$/.exec(text)?.[1] ?? text;

function* csvRows(data: Buffer): Generator<BankRow> {
  for (const { line, text } of csvLines(data)) {
    yield { line, texts: csvFields(text).slice(0, BANK_MAX_COLUMNS).map(unwrapped) };
  }
}

/** The rows, or the message for a file that is not a statement of a readable kind. */
export async function bankFileRows(filename: string, data: Buffer): Promise<Iterable<BankRow> | string> {
  const name = filename.toLowerCase();
  const zip = starts(data, ZIP_MAGIC);
  if (name.endsWith('.xlsx')) return zip ? sheetTable(data, BANK_MAX_COLUMNS, 'iso') : M.fileUnreadable;
  if (name.endsWith('.csv')) return zip ? M.fileUnreadable : csvRows(data);
  if (name.endsWith('.xls')) {
    if (zip) return sheetTable(data, BANK_MAX_COLUMNS, 'iso');
    const html = data.subarray(0, 64).toString('latin1').trimStart().startsWith('<');
    return starts(data, OLE_MAGIC) || html ? LEGACY_XLS : csvRows(data);
  }
  return M.fileType;
}
