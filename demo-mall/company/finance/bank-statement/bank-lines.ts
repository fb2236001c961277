// An uploaded bank statement (.csv or .xlsx of incoming transfers, docs/company-api.md §3.6) → its lines: 日期,
// 付款户名, 付款账号, 金额, 附言 in columns A–E, a header row at the top skipped. Read within the quick-order upload's
// bounds by the same readers (ADR 0028: the zip judged before unpacking, lines cut on bytes), in a file reader
// thread. A line that cannot be read keeps its reason and is shown as 未匹配; the amount is in fen.
import { QUICK_ORDER_MESSAGES as M } from '#shared/quick-order/quick-order-rules.ts';
import { toFen } from '#shared/money.ts';
import { csvLines } from '../../quick-order/csv-lines.ts';
import { FileRefusal, tooManyRows } from '../../quick-order/file-refusal.ts';
import { sheetTable } from '../../quick-order/xlsx/sheet-table.ts';

export interface BankLine {
  /** the file's line (or sheet row) number */
  line: number;
  date: string;
  payerName: string;
  payerAccount: string;
  /** null when the amount cannot be read or is not an incoming one */
  amountFen: number | null;
  note: string;
  /** why the line cannot be matched ('' when it can) */
  problem: string;
}

export type BankFileLines = { ok: true; lines: BankLine[] } | { ok: false; message: string };

/** lines one statement may carry: a day of incoming transfers; more are imported in parts */
export const BANK_STATEMENT_MAX_LINES = 500;
const COLUMNS = 5;
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
const DATE = /^(\d{4})[-/.年]?(\d{1,2})[-/.月]?(\d{1,2})日?(?:[ T].*)?$/;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const isZip = (data: Buffer) => ZIP_MAGIC.every((byte, index) => data[index] === byte);

/** One CSV line's fields: commas (or tabs when the line has no comma), "quoted, with "" inside". */
export function csvFields(text: string): string[] {
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

function dateOf(text: string): string | null {
  const match = DATE.exec(text.trim());
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** '¥1,500.00' → 150000; null for anything that is not a positive amount with at most two decimals. */
export function amountFenOf(text: string): number | null {
  const plain = text.replace(/[¥￥,，\s]|元|RMB|CNY/gi, '');
  if (!AMOUNT.test(plain)) return null;
  const fen = toFen(plain);
  return fen > 0 ? fen : null;
}

const looksLikeHeader = (texts: readonly string[]) => texts.some((text) => /日期|金额|附言|摘要|户名|date|amount/i.test(text));

/** The statement's lines from the cells of each row; throws a FileRefusal past BANK_STATEMENT_MAX_LINES. */
export function bankLinesOf(rows: Iterable<{ line: number; texts: string[] }>): BankLine[] {
  const lines: BankLine[] = [];
  for (const { line, texts } of rows) {
    const [dateText = '', payerName = '', payerAccount = '', amountText = '', note = ''] = texts.map((text) => text.trim());
    if ([dateText, payerName, payerAccount, amountText, note].every((text) => text === '')) continue;
    const amountFen = amountFenOf(amountText);
    if (lines.length === 0 && amountFen === null && looksLikeHeader(texts)) continue;
    if (lines.length >= BANK_STATEMENT_MAX_LINES) throw tooManyRows();
    const date = dateOf(dateText);
    const problem = amountFen === null ? '金额不正确（应为转入金额，最多两位小数）' : date === null ? '日期不正确' : '';
    lines.push({ line, date: date ?? dateText, payerName, payerAccount, amountFen, note, problem });
  }
  return lines;
}

async function readLines(name: string, data: Buffer): Promise<BankLine[] | string> {
  if (name.endsWith('.xlsx')) return isZip(data) ? bankLinesOf(await sheetTable(data, COLUMNS, 'iso')) : M.fileUnreadable;
  if (name.endsWith('.csv')) {
    if (isZip(data)) return M.fileUnreadable;
    const rows = (function* () {
      for (const { line, text } of csvLines(data)) yield { line, texts: csvFields(text).slice(0, COLUMNS) };
    })();
    return bankLinesOf(rows);
  }
  return M.fileType;
}

/** The shared readers speak of the quick-order template; a bank statement is the bank's own export. */
export const BANK_FILE_MESSAGES: Readonly<Record<string, string>> = {
  [M.fileUnreadable]: '文件无法读取，请上传网银导出的 .csv 或 .xlsx 流水',
  [M.lineTooLong]: '文件中有过长的行，请检查是否为网银导出的流水',
  [M.tooManyRows]: `单次最多导入 ${BANK_STATEMENT_MAX_LINES} 条流水，请分批导入`,
  [M.fileTooBig]: '文件过大，请按日期分批导出流水后导入',
};

const refused = (message: string): BankFileLines => ({ ok: false, message: BANK_FILE_MESSAGES[message] ?? message });

/** The statement's lines, or the message that explains why the file cannot be read. Runs in a reader thread. */
export async function bankLinesOfFile(filename: string, data: Buffer): Promise<BankFileLines> {
  try {
    const lines = await readLines(filename.toLowerCase(), data);
    if (typeof lines === 'string') return refused(lines);
    return lines.length > 0 ? { ok: true, lines } : { ok: false, message: '文件中没有银行流水' };
  } catch (error) {
    if (error instanceof FileRefusal) return refused(error.message);
    throw error;
  }
}
