// A .csv upload → its lines as text, without decoding the whole file: UTF-8 (with or without BOM), else GBK as
// Excel on Chinese Windows saves it. Lines are cut on bytes (\r and \n never occur inside a GBK character) and a
// line longer than CSV_MAX_LINE_BYTES stops the reading (ADR 0028). Empty lines are skipped without decoding (a
// file of blank lines is a million of them). Used by the quick-order and bank-statement readers.
import { isUtf8 } from 'node:buffer';
import { QUICK_ORDER_MESSAGES as M } from '#shared/quick-order/quick-order-rules.ts';
import { CSV_MAX_LINE_BYTES } from './file-limits.ts';
import { FileRefusal, unreadable } from './file-refusal.ts';

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

/** The file's non-empty lines with their numbers; throws a FileRefusal for binary bytes or an overlong line. */
export function* csvLines(data: Buffer): Generator<{ line: number; text: string }> {
  if (data.includes(0)) throw unreadable();
  const decoder = new TextDecoder(isUtf8(data) ? 'utf-8' : 'gbk');
  let line = 0;
  for (let start = 0; start < data.length; ) {
    const { end, next } = lineEnd(data, start);
    line += 1;
    const empty = end === start;
    const from = start;
    start = next;
    if (!empty) yield { line, text: decoder.decode(data.subarray(from, end)) };
  }
}
