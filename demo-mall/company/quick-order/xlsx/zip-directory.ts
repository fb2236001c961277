// A zip's central directory, read from the end of the buffer without inflating anything, and judged against the
// bounds before a byte is unpacked: entry count, each entry's and the total declared size, the packing ratio.
// Only what an .xlsx needs is accepted: one disk, stored or deflated entries, no encryption, no ZIP64 directory.
import { XLSX_ENTRY_MAX_BYTES, XLSX_MAX_ENTRIES, XLSX_MAX_RATIO, XLSX_RATIO_FROM_BYTES, XLSX_TOTAL_MAX_BYTES } from '../file-limits.ts';
import { tooBig, unreadable } from '../file-refusal.ts';

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated */
  method: number;
  packedSize: number;
  size: number;
  /** where the entry's local header starts */
  headerOffset: number;
}

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const END_SIZE = 22;
const ENTRY_SIZE = 46;
/** the end record sits within its own size plus the longest comment from the end */
const END_SEARCH = END_SIZE + 0xffff;
const ZIP64_EXTRA = 0x0001;
const ENCRYPTED = 0x0001;

function findEnd(data: Buffer): number {
  const lowest = Math.max(0, data.length - END_SEARCH);
  for (let at = data.length - END_SIZE; at >= lowest; at -= 1) if (data.readUInt32LE(at) === END_SIGNATURE) return at;
  throw unreadable();
}

/** Sizes saved as 0xFFFFFFFF live in the ZIP64 extra field (writers that stream use it even for small files). */
function zip64Sizes(extra: Buffer, size: number, packedSize: number): { size: number; packedSize: number } {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA) {
      let field = at + 4;
      const next = (): number => {
        if (field + 8 > at + 4 + length) throw unreadable();
        const value = Number(extra.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      const realSize = size === 0xffffffff ? next() : size;
      const realPacked = packedSize === 0xffffffff ? next() : packedSize;
      return { size: realSize, packedSize: realPacked };
    }
    at += 4 + length;
  }
  throw unreadable();
}

function judge(entry: ZipEntry): void {
  if (entry.size > XLSX_ENTRY_MAX_BYTES) throw tooBig();
  if (entry.size > XLSX_RATIO_FROM_BYTES && entry.size > entry.packedSize * XLSX_MAX_RATIO) throw tooBig();
}

/** The entries of the zip in `data`, or a refusal (FileRefusal) when it is broken or unpacks past the bounds. */
export function readZipDirectory(data: Buffer): ZipEntry[] {
  if (data.length < END_SIZE) throw unreadable();
  const end = findEnd(data);
  const count = data.readUInt16LE(end + 10);
  const directorySize = data.readUInt32LE(end + 12);
  const directoryOffset = data.readUInt32LE(end + 16);
  if (data.readUInt16LE(end + 4) !== 0 || data.readUInt16LE(end + 8) !== count) throw unreadable();
  if (count > XLSX_MAX_ENTRIES) throw tooBig();
  if (directoryOffset + directorySize > end) throw unreadable();
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let total = 0;
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + ENTRY_SIZE > end || data.readUInt32LE(at) !== ENTRY_SIGNATURE) throw unreadable();
    const flags = data.readUInt16LE(at + 8);
    const method = data.readUInt16LE(at + 10);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const nameEnd = at + ENTRY_SIZE + nameLength;
    if (nameEnd + extraLength + commentLength > end) throw unreadable();
    if (flags & ENCRYPTED || (method !== 0 && method !== 8)) throw unreadable();
    let size = data.readUInt32LE(at + 24);
    let packedSize = data.readUInt32LE(at + 20);
    if (size === 0xffffffff || packedSize === 0xffffffff)
      ({ size, packedSize } = zip64Sizes(data.subarray(nameEnd, nameEnd + extraLength), size, packedSize));
    const entry: ZipEntry = {
      name: data.toString('utf8', at + ENTRY_SIZE, nameEnd),
      method,
      packedSize,
      size,
      headerOffset: data.readUInt32LE(at + 42),
    };
    // Two entries of one name could show the checks one part and the reader another.
    if (names.has(entry.name)) throw unreadable();
    names.add(entry.name);
    judge(entry);
    total += entry.size;
    if (total > XLSX_TOTAL_MAX_BYTES) throw tooBig();
    entries.push(entry);
    at = nameEnd + extraLength + commentLength;
  }
  return entries;
}
