// A tiny valid PNG built in memory, for upload fields (no fixture files to keep in the repo).
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width × height PNG filled with one RGB colour. */
export function solidPng(width: number, height: number, rgb: [number, number, number] = [233, 51, 35]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A PNG whose header announces width × height while its pixel data is a few bytes: what a decompression bomb
 * looks like to a check that reads only the header.
 */
export function declaredPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid PNG of exactly `totalBytes`, padded with a tEXt comment chunk (for size limits). */
export function paddedPng(totalBytes: number): Buffer {
  const base = solidPng(4, 4);
  const iend = base.subarray(base.length - 12);
  const keyword = Buffer.from('Comment\0', 'latin1');
  const fill = totalBytes - base.length - 12 - keyword.length; // a chunk adds length, type and crc: 12 bytes
  if (fill < 0) throw new Error(`a padded PNG needs at least ${base.length + 12 + keyword.length} bytes`);
  const text = chunk('tEXt', Buffer.concat([keyword, Buffer.alloc(fill, 0x78)]));
  return Buffer.concat([base.subarray(0, base.length - 12), text, iend]);
}

/** A baseline start-of-frame segment (SOF0) announcing width × height, three components. */
function startOfFrame(width: number, height: number): Buffer {
  const segment = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  segment.writeUInt16BE(height, 5);
  segment.writeUInt16BE(width, 7);
  return segment;
}

/**
 * Bytes framed as a JPEG (SOI, a JFIF APP0, a frame header announcing `size`, comment segments, EOI) of exactly
 * `totalBytes`: enough for checks that read the type and pixel size from the header, not a picture a browser
 * can draw.
 */
export function jpegFramed(totalBytes: number, size: { width: number; height: number } = { width: 800, height: 600 }): Buffer {
  const soi = Buffer.from([0xff, 0xd8]);
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const frame = startOfFrame(size.width, size.height);
  const eoi = Buffer.from([0xff, 0xd9]);
  const segments: Buffer[] = [];
  let left = totalBytes - soi.length - app0.length - frame.length - eoi.length;
  while (left > 0) {
    // a COM segment: marker (2) + length (2, counts itself) + up to 65533 bytes; at least 4 bytes each
    const size = Math.min(left, 65537);
    const body = left - size > 0 && left - size < 4 ? size - 4 : size;
    const segment = Buffer.alloc(body, 0x20);
    segment.set([0xff, 0xfe, ((body - 2) >> 8) & 0xff, (body - 2) & 0xff]);
    segments.push(segment);
    left -= body;
  }
  if (left < 0) throw new Error('too small for a JPEG frame');
  return Buffer.concat([soi, app0, frame, ...segments, eoi]);
}
