// Hostile .xlsx files built in memory for the upload bounds (ADR 0028): a zip writer that can misstate sizes,
// and workbooks around a sheet made of repeated text that deflates ~1000:1. CRCs are left at zero: the mall's
// reader never trusts them, and computing one over 300 MB in a test would cost seconds.
import { createDeflateRaw, createInflateRaw, deflateRawSync } from 'node:zlib';

export interface ZipPart {
  name: string;
  /** the bytes as stored (deflated unless `stored`) */
  packed: Buffer;
  /** the size the directory declares */
  size: number;
  stored?: boolean;
}

const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const RELATIONSHIPS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
export const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';

export function deflated(name: string, text: string | Buffer): ZipPart {
  const data = Buffer.isBuffer(text) ? text : Buffer.from(text);
  return { name, packed: deflateRawSync(data), size: data.length };
}

/** A zip of the parts, sizes as each part declares them. */
export function zipOf(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const method = part.stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(part.packed.length, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(method, 10);
    entry.writeUInt32LE(part.packed.length, 20);
    entry.writeUInt32LE(part.size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, part.packed);
    central.push(entry, name);
    offset += local.length + name.length + part.packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A workbook whose first sheet is `sheet` (plus any extra parts). */
export function workbookOf(sheet: ZipPart, extra: readonly ZipPart[] = []): Buffer {
  return zipOf([deflated('xl/workbook.xml', WORKBOOK), deflated('xl/_rels/workbook.xml.rels', RELATIONSHIPS), sheet, ...extra]);
}

/** A sheet part from its XML inside <worksheet>. */
export function sheetOf(inner: string): ZipPart {
  return deflated('xl/worksheets/sheet1.xml', `${SHEET_HEAD}${inner}</worksheet>`);
}

/**
 * A sheet of `megabytes` MB, streamed through deflate so the test never holds it: one row of empty styled
 * cells, repeated (no value anywhere, so only the unpacked size can stop a reader).
 */
export async function bombSheet(megabytes: number): Promise<ZipPart> {
  const head = Buffer.from(`${SHEET_HEAD}<sheetData><row r="1">`);
  const tail = Buffer.from('</row></sheetData></worksheet>');
  const block = Buffer.from('<c s="1"/>'.repeat(100 * 1024)); // ~1 MB
  const deflate = createDeflateRaw({ level: 9 });
  const packed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => packed.push(chunk));
  const finished = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let size = 0;
  const write = async (chunk: Buffer) => {
    size += chunk.length;
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(head);
  for (let written = 0; written < megabytes * 1024 * 1024; written += block.length) await write(block);
  await write(tail);
  deflate.end();
  await finished;
  return { name: 'xl/worksheets/sheet1.xml', packed: Buffer.concat(packed), size };
}

/**
 * How long unpacking the whole of `part` takes on this machine now (the output discarded): the yardstick a test
 * holds a reader's refusal to, so that "it unpacked nothing" is a ratio measured in the same run, not a fixed time.
 */
export async function fullUnpackMs(part: ZipPart): Promise<number> {
  const started = performance.now();
  const inflate = createInflateRaw();
  inflate.resume();
  const finished = new Promise((resolve, reject) => inflate.on('end', resolve).on('error', reject));
  inflate.end(part.packed);
  await finished;
  return performance.now() - started;
}

/** Bytes that do not pack, as a stored picture: pads a bomb to the size an attacker chooses. */
export function incompressible(name: string, bytes: number): ZipPart {
  const data = Buffer.alloc(bytes);
  let state = 0x2545f491;
  for (let at = 0; at < bytes; at += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    data[at] = state & 0xff;
  }
  return { name, packed: data, size: bytes, stored: true };
}

/** The probe's bomb: a ~0.9 MB .xlsx whose sheet unpacks to ~300 MB; `lying` declares the sheet at 1 KB instead. */
export async function zipBombXlsx(options: { sheetMegabytes?: number; lying?: boolean } = {}): Promise<Buffer> {
  const sheet = await bombSheet(options.sheetMegabytes ?? 300);
  const declared = options.lying ? { ...sheet, size: 1024 } : sheet;
  const padding = Math.max(0, 900 * 1024 - sheet.packed.length - 2048);
  return workbookOf(declared, [incompressible('xl/media/image1.png', padding)]);
}
