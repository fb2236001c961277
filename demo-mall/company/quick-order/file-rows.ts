// An uploaded quick-order file → rows (docs/company-api.md §6.2), within the bounds of file-limits.ts. The name
// picks the reader, the bytes must agree (an .xlsx is a zip, a .csv is not). Runs in a file reader thread
// (file-reader-thread.ts), never on the mall's event loop.
import { QUICK_ORDER_MESSAGES as M } from '#shared/quick-order/quick-order-rules.ts';
import type { PastedRow } from '#shared/quick-order/paste-lines.ts';
import { csvRows } from './csv-rows.ts';
import { FileRefusal } from './file-refusal.ts';
import { xlsxRows } from './xlsx-rows.ts';

export type FileRows = { ok: true; rows: PastedRow[] } | { ok: false; message: string };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

function isZip(data: Buffer): boolean {
  return ZIP_MAGIC.every((byte, index) => data[index] === byte);
}

async function readRows(name: string, data: Buffer): Promise<PastedRow[] | string> {
  if (name.endsWith('.xlsx')) return isZip(data) ? xlsxRows(data) : M.fileUnreadable;
  if (name.endsWith('.csv')) return isZip(data) ? M.fileUnreadable : csvRows(data);
  return M.fileType;
}

/** The file's rows, or the message that explains why it cannot be read. */
export async function rowsOfFile(filename: string, data: Buffer): Promise<FileRows> {
  try {
    const rows = await readRows(filename.toLowerCase(), data);
    if (typeof rows === 'string') return { ok: false, message: rows };
    return rows.length > 0 ? { ok: true, rows } : { ok: false, message: M.fileEmpty };
  } catch (error) {
    if (error instanceof FileRefusal) return { ok: false, message: error.message };
    throw error;
  }
}
