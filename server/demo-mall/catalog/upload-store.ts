// Uploaded pictures of the demo mall, kept in memory only. Caps on the count (overall and per shopper) and
// on the total bytes drop the oldest uploads first, so memory cannot grow without bound.
import { randomBytes } from 'node:crypto';
import { ASSET_PREFIX } from './images.ts';

/** Uploads are served beside the drawn pictures, so the browser loads them through the BFF's /api proxy. */
export const UPLOAD_PREFIX = `${ASSET_PREFIX}/upload`;

export type UploadExt = 'png' | 'jpg';

export interface StoredUpload {
  id: string;
  ext: UploadExt;
  contentType: string;
  data: Buffer;
  /** the principal key (`user:1`, `company:1`) that uploaded it */
  owner: string;
}

export interface UploadStoreLimits {
  maxUploads: number;
  maxPerOwner: number;
  maxBytes: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadStoreLimits = { maxUploads: 200, maxPerOwner: 40, maxBytes: 64 * 1024 * 1024 };

export function uploadPath(upload: Pick<StoredUpload, 'id' | 'ext'>): string {
  return `${UPLOAD_PREFIX}/${upload.id}.${upload.ext}`;
}

export function createUploadStore(limits: UploadStoreLimits = DEFAULT_UPLOAD_LIMITS) {
  // A Map iterates in insertion order: its first entry is always the oldest upload.
  const uploads = new Map<string, StoredUpload>();
  const perOwner = new Map<string, string[]>();
  let bytes = 0;

  const drop = (id: string) => {
    const found = uploads.get(id);
    if (!found) return;
    uploads.delete(id);
    bytes -= found.data.length;
    const mine = perOwner.get(found.owner);
    const at = mine?.indexOf(id) ?? -1;
    if (mine && at !== -1) mine.splice(at, 1);
    if (mine?.length === 0) perOwner.delete(found.owner);
  };

  return {
    add(owner: string, ext: UploadExt, contentType: string, data: Buffer): StoredUpload {
      const upload: StoredUpload = { id: randomBytes(12).toString('hex'), ext, contentType, data, owner };
      const mine = perOwner.get(owner) ?? [];
      while (mine.length >= limits.maxPerOwner) drop(mine[0]!);
      while (uploads.size > 0 && (uploads.size >= limits.maxUploads || bytes + data.length > limits.maxBytes)) {
        drop(uploads.keys().next().value!);
      }
      uploads.set(upload.id, upload);
      bytes += data.length;
      perOwner.set(owner, [...(perOwner.get(owner) ?? []), upload.id]);
      return upload;
    },
    get(id: string): StoredUpload | undefined {
      return uploads.get(id);
    },
    get size(): number {
      return uploads.size;
    },
    get bytes(): number {
      return bytes;
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
