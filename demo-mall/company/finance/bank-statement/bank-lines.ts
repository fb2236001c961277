// An uploaded bank statement (docs/company-api.md §3.6) → its incoming lines. The columns are found by their
// header names under any header block (bank-columns.ts); a line is incoming when its 贷方 cell holds an amount (or
// its direction says 贷 for a single amount column), and every other row (支出, blank, 合计, a repeated header) is
// passed over. Runs in a file reader thread (ADR 0028); a line that cannot be read keeps its reason and is shown
// as 未匹配; the amount is in fen.
import { QUICK_ORDER_MESSAGES as M } from '#shared/quick-order/quick-order-rules.ts';
import { toFen } from '#shared/money.ts';
import { FileRefusal, tooManyRows } from '../../quick-order/file-refusal.ts';
import { type Columns, findHeader, HEADER_SEARCH_ROWS, headerName } from './bank-columns.ts';
import { type BankRow, bankFileRows } from './bank-file-rows.ts';

export interface BankLine {
  /** the file's line (or sheet row) number */
  line: number;
  date: string;
  payerName: string;
  payerAccount: string;
  /** null when the amount cannot be read */
  amountFen: number | null;
  /** the 附言, 用途, 摘要 … cells that have text, joined by ' / ' */
  note: string;
  /** the bank's serial (流水号, 凭证号 …) as read, '' without one; imports kept before it existed lack it */
  serial?: string;
  /** why the line cannot be matched ('' when it can) */
  problem: string;
}

export type BankFileLines = { ok: true; lines: BankLine[]; debits: number } | { ok: false; message: string };

/** lines one statement may carry: a day of incoming transfers; more are imported in parts */
export const BANK_STATEMENT_MAX_LINES = 500;
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
const DATE = /^(\d{4})[-/.年]?(\d{1,2})[-/.月]?(\d{1,2})日?(?:[ T].*)?$/;
const NO_AMOUNT = /^(-|--|—|0|0\.0+)?$/;
const CREDIT_WORDS = new Set(['贷', '贷方', '收', '收入', '来账', '入账', '转入', 'C', 'CR', 'CREDIT', '+']);
const DEBIT_WORDS = new Set(['借', '借方', '支', '支出', '往账', '出账', '转出', 'D', 'DR', 'DEBIT', '-']);
const SUMMARY = /合计|总计|小计|累计|笔数/;

function dateOf(text: string): string | null {
  const match = DATE.exec(text.trim());
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** An amount cell without its currency signs, spaces and thousands separators. */
const bareAmount = (text: string) => text.replace(/[¥￥,，\s]|元|RMB|CNY/gi, '');

/** '¥1,500.00' → 150000; null for anything that is not a positive amount with at most two decimals. */
function amountFenOf(text: string): number | null {
  const plain = bareAmount(text);
  if (!AMOUNT.test(plain)) return null;
  const fen = toFen(plain);
  return fen > 0 ? fen : null;
}

/** The row's credit text, '' when the row is no credit (an outgoing line), or undefined for an unknown direction. */
function creditText(texts: readonly string[], credit: Columns['credit']): string | undefined {
  if ('column' in credit) {
    const text = texts[credit.column] ?? '';
    return NO_AMOUNT.test(bareAmount(text)) ? '' : text;
  }
  const direction = (texts[credit.direction] ?? '').normalize('NFKC').replace(/\s/g, '').toUpperCase();
  if (DEBIT_WORDS.has(direction)) return '';
  return CREDIT_WORDS.has(direction) ? (texts[credit.amount] ?? '') : undefined;
}

const cell = (texts: readonly string[], column: number | undefined) => (column === undefined ? '' : (texts[column] ?? '').trim());

interface Reading {
  lines: BankLine[];
  debits: number;
}

/** One row under the header: a line, a debit counted, or nothing (blank, 合计, a repeated header). */
function readRow({ line, texts }: BankRow, columns: Columns, into: Reading, dateHeader: string): void {
  if (texts.every((text) => text.trim() === '')) return;
  const dateText = cell(texts, columns.date);
  const date = dateOf(dateText);
  if (date === null && headerName(dateText) === dateHeader) return;
  const credit = creditText(texts, columns.credit);
  if (credit === '') {
    if (date !== null) into.debits += 1;
    return;
  }
  if (date === null && (credit === undefined || SUMMARY.test(texts.join('')))) return;
  if (into.lines.length >= BANK_STATEMENT_MAX_LINES) throw tooManyRows();
  const amountFen = credit === undefined ? null : amountFenOf(credit);
  const problem =
    credit === undefined
      ? '借贷标志无法识别'
      : amountFen === null
        ? '金额不正确（应为转入金额，最多两位小数）'
        : date === null
          ? '日期不正确'
          : '';
  const note = [...new Set(columns.notes.map((column) => cell(texts, column)).filter(Boolean))].join(' / ');
  into.lines.push({
    line,
    date: date ?? dateText,
    payerName: cell(texts, columns.payerName),
    payerAccount: cell(texts, columns.payerAccount),
    amountFen,
    note,
    serial: cell(texts, columns.serial),
    problem,
  });
}

/** The statement's incoming lines; a message when its columns are not understood. Throws a FileRefusal past the bounds. */
function bankLinesOf(rows: Iterable<BankRow>): Reading | string {
  const iterator = rows[Symbol.iterator]();
  const head: BankRow[] = [];
  let next = iterator.next();
  for (; !next.done && head.length < HEADER_SEARCH_ROWS; next = iterator.next()) head.push(next.value);
  const header = findHeader(head);
  if (!header.ok) return header.message;
  const { columns, headerLine } = header;
  const dateHeader = headerName(head.find((row) => row.line === headerLine)?.texts[columns.date] ?? '');
  const reading: Reading = { lines: [], debits: 0 };
  for (const row of head) if (row.line > headerLine) readRow(row, columns, reading, dateHeader);
  for (; !next.done; next = iterator.next()) readRow(next.value, columns, reading, dateHeader);
  return reading;
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
    const rows = await bankFileRows(filename, data);
    if (typeof rows === 'string') return refused(rows);
    const read = bankLinesOf(rows);
    if (typeof read === 'string') return refused(read);
    if (read.lines.length > 0) return { ok: true, ...read };
    return { ok: false, message: read.debits > 0 ? '文件中没有转入（贷方）流水' : '文件中没有银行流水' };
  } catch (error) {
    if (error instanceof FileRefusal) return refused(error.message);
    throw error;
  }
}
