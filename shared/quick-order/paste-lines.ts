// Pasted quick-order text → rows (docs/company-api.md §6.2): one "code, quantity" a line, the two separated by
// tabs (a spreadsheet copy), commas (also full-width，), semicolons or spaces. Blank lines are skipped, a
// header line (编码 / 数量) at the top is skipped, and a line without a valid quantity is kept with its reason so
// the buyer can fix it. Runs in the browser (paste) and in the mall (csv files).
import { looksLikeHeader, QUICK_ORDER_CODE_MAX, QUICK_ORDER_MESSAGES, readQuantity } from './quick-order-rules.ts';

export interface PastedRow {
  /** 1-based line number in the text, for messages */
  line: number;
  code: string;
  /** null when the line had no valid quantity (then `reason` says why) */
  quantity: number | null;
  reason: string;
}

const SEPARATORS = /[\t,，;；\s]+/;
/** characters spreadsheets and csv writers wrap a cell in */
const QUOTES = /^["'“”‘’]+|["'“”‘’]+$/g;

function cell(text: string): string {
  return text.replace(QUOTES, '').trim();
}

/** Full-width digits and letters (Ａ１２) as their ASCII forms, so codes typed with a Chinese IME still match. */
export function halfWidth(text: string): string {
  return text.replace(/[\uFF01-\uFF5E]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
}

/** One line → its row; null for a blank line. */
export function parseLine(raw: string, line: number): PastedRow | null {
  const text = halfWidth(raw).replace(/^\uFEFF/, '');
  const cells = text
    .trim()
    .split(SEPARATORS)
    .map(cell)
    .filter((part) => part !== '');
  if (cells.length === 0) return null;
  const code = (cells[0] as string).toUpperCase();
  if (code.length > QUICK_ORDER_CODE_MAX)
    return { line, code: code.slice(0, QUICK_ORDER_CODE_MAX), quantity: null, reason: QUICK_ORDER_MESSAGES.codeTooLong };
  if (cells.length > 2) return { line, code, quantity: null, reason: '每行只填写编码和数量' };
  const quantity = readQuantity(cells[1] ?? '');
  return quantity.ok ? { line, code, quantity: quantity.quantity, reason: '' } : { line, code, quantity: null, reason: quantity.reason };
}

/** The whole text → rows in order; a header line before the first row is dropped. */
export function parsePastedLines(text: string): PastedRow[] {
  const rows: PastedRow[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const row = parseLine(raw, index + 1);
    if (!row) return;
    if (rows.length === 0 && row.quantity === null && looksLikeHeader(row.code)) return;
    rows.push(row);
  });
  return rows;
}
