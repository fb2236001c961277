// The picture type of an upload, from its first bytes: the name alone proves nothing.
import type { UploadExt } from './upload-store.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffImage(data: Buffer): { ext: UploadExt; contentType: string } | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return { ext: 'png', contentType: 'image/png' };
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return { ext: 'jpg', contentType: 'image/jpeg' };
  return null;
}
