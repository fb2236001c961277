// One zip entry's text, inflated piece by piece and counted as it comes: the reader stops at the entry's declared
// size or the bounds, whichever is less, so a size the directory lies about cannot unpack further.
import { createInflateRaw } from 'node:zlib';
import { XLSX_ENTRY_MAX_BYTES, XLSX_TOTAL_MAX_BYTES } from '../file-limits.ts';
import { tooBig, unreadable } from '../file-refusal.ts';
import type { ZipEntry } from './zip-directory.ts';

const LOCAL_SIGNATURE = 0x04034b50;
const LOCAL_SIZE = 30;
const PIECE = 64 * 1024;

/** Bytes unpacked so far across the entries of one file. */
export interface InflateBudget {
  used: number;
}

function packedBytes(data: Buffer, entry: ZipEntry): Buffer {
  const at = entry.headerOffset;
  if (at + LOCAL_SIZE > data.length || data.readUInt32LE(at) !== LOCAL_SIGNATURE) throw unreadable();
  const start = at + LOCAL_SIZE + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  if (start + entry.packedSize > data.length) throw unreadable();
  return data.subarray(start, start + entry.packedSize);
}

async function* storedPieces(packed: Buffer): AsyncGenerator<Buffer> {
  for (let at = 0; at < packed.length; at += PIECE) yield packed.subarray(at, at + PIECE);
}

async function* inflatedPieces(packed: Buffer): AsyncGenerator<Buffer> {
  // The stream inflates only as its output is read: breaking off leaves the rest packed.
  const inflate = createInflateRaw({ chunkSize: PIECE });
  inflate.end(packed);
  try {
    for await (const piece of inflate) yield piece as Buffer;
  } catch {
    throw unreadable();
  } finally {
    inflate.destroy();
  }
}

/** The entry's text in pieces; throws a FileRefusal past its size, the entry bound or the file's budget. */
export async function* entryText(data: Buffer, entry: ZipEntry, budget: InflateBudget): AsyncGenerator<string> {
  const packed = packedBytes(data, entry);
  const limit = Math.min(entry.size, XLSX_ENTRY_MAX_BYTES);
  const decoder = new TextDecoder('utf-8');
  let produced = 0;
  for await (const piece of entry.method === 0 ? storedPieces(packed) : inflatedPieces(packed)) {
    produced += piece.length;
    budget.used += piece.length;
    if (produced > limit || budget.used > XLSX_TOTAL_MAX_BYTES) throw tooBig();
    yield decoder.decode(piece, { stream: true });
  }
  if (produced !== entry.size) throw unreadable();
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}
