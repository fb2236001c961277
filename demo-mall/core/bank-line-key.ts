// When two bank lines are the same transfer (ADR 0065), so that one credits at most once whichever file, format
// or tool carried it. Two keys per line:
// - serial: the bank's own serial (流水号, 凭证号 …) with the line's date and amount, when the line has one that
//   survives a spreadsheet: a digit string longer than 15 digits is not trusted, because a number cell keeps only
//   15 (a 19-digit serial or account comes back as 1001234509876540000), and leading zeros are dropped as a number
//   cell drops them; a serial that repeats within the file is no serial;
// - content: date, amount, payer name and 附言 with spaces, width and case folded, and how many equal lines come
//   before it in the file (two equal transfers on one day stay two); a 附言 cell that is a number (an order number
//   in 用途) is taken as the value a number cell keeps, and as nothing past 15 digits. The payer account is in
//   neither key: it is the text a spreadsheet rounds. Kept in core/ because the import (company/finance) and the
//   migration that gave older credits their keys (db/schema) both need it.
import { createHash } from 'node:crypto';

/** What a key reads of a bank line (company/finance/bank-statement/bank-lines.ts reads the files). */
export interface KeyedBankLine {
  date: string;
  amountFen: number | null;
  payerName: string;
  /** the 附言, 用途, 摘要 … cells joined by ' / ' */
  note: string;
  /** the bank's serial as read, '' or absent without one */
  serial?: string;
}

export interface LineKeys {
  /** null when the line has no serial to trust */
  serial: string | null;
  content: string;
}

/** the significant digits a spreadsheet's number cell keeps exactly */
const EXACT_DIGITS = 15;

/** Text as every tool keeps it: full-width folded, spaces gone, one case. */
const squeezed = (text: string) => text.normalize('NFKC').replace(/\s+/g, '').toUpperCase();

/** The serial as a key part, or null when a spreadsheet may have changed it (or there is none). */
export function stableSerial(serial: string | undefined): string | null {
  const text = squeezed(serial ?? '');
  if (/^[-—_/0]*$/.test(text) || /^[\d.]+E[+-]?\d+$/.test(text)) return null;
  if (!/^\d+$/.test(text)) return text;
  const digits = text.replace(/^0+/, '');
  return digits.length > EXACT_DIGITS ? null : digits;
}

const NUMBER = /^\d+(\.\d+)?(E[+-]?\d+)?$/;

/** A cell as a key part: folded; a number as the value a spreadsheet keeps ('00123' → '123', '1500.00' → '1500'). */
function keyCell(text: string): string {
  const folded = squeezed(text);
  if (!NUMBER.test(folded)) return folded;
  const digits = folded.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length > EXACT_DIGITS || folded.includes('E') ? '#' : String(Number(folded));
}

/** The 附言 cells (bank-lines.ts joins them with ' / ') as key parts. */
const keyNote = (note: string) => note.split(' / ').map(keyCell).join('/');

const digest = (parts: readonly unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** Each line's keys: the same transfer in any file has the same keys. */
export function lineKeys(lines: readonly KeyedBankLine[]): LineKeys[] {
  const serials = new Map<string, number>();
  for (const line of lines) {
    const serial = stableSerial(line.serial);
    if (serial) serials.set(serial, (serials.get(serial) ?? 0) + 1);
  }
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const identity = JSON.stringify([line.date, line.amountFen, keyCell(line.payerName), keyNote(line.note)]);
    const occurrence = seen.get(identity) ?? 0;
    seen.set(identity, occurrence + 1);
    const serial = stableSerial(line.serial);
    return {
      serial: serial && serials.get(serial) === 1 ? digest(['serial', serial, line.date, line.amountFen]) : null,
      content: digest(['content', identity, occurrence]),
    };
  });
}
