// A picture's pixel size from its header, before anything decodes it: PNG's IHDR, JPEG's start-of-frame
// segment. A few bytes announce a size that every viewer would have to allocate (a 1 KB PNG can claim
// 100 000 × 100 000), so the size is judged, never the file length alone.
import type { UploadExt } from './upload-store.ts';

export interface PixelSize {
  width: number;
  height: number;
}

/** SOF0–SOF15 without DHT (C4), JPG (C8) and DAC (CC): the segments that carry the frame's size */
const FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const START_OF_SCAN = 0xda;
/** segments read before giving up: real files reach the frame within a few dozen */
const MAX_SEGMENTS = 1_000;

function pngSize(data: Buffer): PixelSize | null {
  if (data.length < 24 || data.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

function jpegSize(data: Buffer): PixelSize | null {
  let at = 2;
  for (let segment = 0; segment < MAX_SEGMENTS && at + 4 <= data.length; segment += 1) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1] as number;
    // fill bytes, and markers that stand alone (RSTn, TEM)
    if (marker === 0xff || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    if (marker === START_OF_SCAN) return null;
    const length = data.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (FRAME_MARKERS.has(marker)) {
      if (at + 9 > data.length) return null;
      return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** The picture's size, or null when the header does not give one (or gives zero). */
export function pixelSize(data: Buffer, ext: UploadExt): PixelSize | null {
  const size = ext === 'png' ? pngSize(data) : jpegSize(data);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
