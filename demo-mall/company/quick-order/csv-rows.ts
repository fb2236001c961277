// A .csv upload → rows, line by line without decoding the whole file: UTF-8 (with or without BOM), else GBK as
// Excel on Chinese Windows saves it. Each line is read as pasted text is (shared/quick-order/paste-lines.ts);
// a line longer than CSV_MAX_LINE_BYTES or a 501st row stops the reading (ADR 0028).
import { isUtf8 } from 'node:buffer';
import { looksLikeHeader, QUICK_ORDER_MAX_ROWS, QUICK_ORDER_MESSAGES as M } from '#shared/quick-order/quick-order-rules.ts';
import { type PastedRow, parseLine } from '#shared/quick-order/paste-lines.ts';
import { CSV_MAX_LINE_BYTES } from './file-limits.ts';
import { FileRefusal, tooManyRows, unreadable } from './file-refusal.ts';

const CR = 0x0d;
const LF = 0x0a;

/** Where the line starting at `start` ends (exclusive) and where the next one starts: \r\n, \r or \n. Looks no
 * further than the longest line allowed, so every byte is visited once however the lines are cut. */
function lineEnd(data: Buffer, start: number): { end: number; next: number } {
  const stop = Math.min(data.length, start + CSV_MAX_LINE_BYTES + 1);
  for (let at = start; at < stop; at += 1) {
    if (data[at] === LF) return { end: at, next: at + 1 };
    if (data[at] === CR) return { end: at, next: data[at + 1] === LF ? at + 2 : at + 1 };
  }
  if (stop - start > CSV_MAX_LINE_BYTES) throw new FileRefusal(M.lineTooLong);
  return { end: data.length, next: data.length };
}

/** The file's rows; throws a FileRefusal for binary bytes, an overlong line or more than 500 rows. */
export function csvRows(data: Buffer): PastedRow[] {
  if (data.includes(0)) throw unreadable();
  // \r and \n never occur inside a GBK character, so lines are cut on bytes whichever the encoding.
  const decoder = new TextDecoder(isUtf8(data) ? 'utf-8' : 'gbk');
  const rows: PastedRow[] = [];
  let line = 0;
  for (let start = 0; start < data.length; ) {
    const { end, next } = lineEnd(data, start);
    line += 1;
    // an empty line needs no decoding (a file of blank lines is a million of them)
    const row = end === start ? null : parseLine(decoder.decode(data.subarray(start, end)), line);
    start = next;
    if (!row) continue;
    if (rows.length === 0 && row.quantity === null && looksLikeHeader(row.code)) continue;
    if (rows.length >= QUICK_ORDER_MAX_ROWS) throw tooManyRows();
    rows.push(row);
  }
  return rows;
}
