// Uploaded pictures, in the database: metadata and bytes in one row (a BLOB), so an upload and its bytes are
// written, capped and dropped together in one transaction, and ':memory:' tests need no folder. Caps on the
// count (overall and per shopper) and on the total bytes drop the oldest uploads first, so the file cannot
// grow without bound.
import { randomBytes } from 'node:crypto';
import { formatDateTime } from '../core/envelope.ts';
import { ASSET_PREFIX } from '../core/pictures.ts';
import { IN_MEMORY, openDatabase, type DemoMallDatabase } from '../db/database.ts';

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

/** Without a database the store keeps a private in-memory one (unit tests of the caps). */
export function createUploadStore(limits: UploadStoreLimits = DEFAULT_UPLOAD_LIMITS, db: DemoMallDatabase = openDatabase(IN_MEMORY)) {
  const totals = db.prepare('SELECT COUNT(*) AS count, COALESCE(SUM(size), 0) AS bytes FROM uploads');
  const ownerCount = db.prepare('SELECT COUNT(*) AS n FROM uploads WHERE owner = ?');
  const dropOldestOfOwner = db.prepare('DELETE FROM uploads WHERE seq = (SELECT MIN(seq) FROM uploads WHERE owner = ?)');
  const dropOldest = db.prepare('DELETE FROM uploads WHERE seq = (SELECT MIN(seq) FROM uploads)');
  const insert = db.prepare(
    `INSERT INTO uploads (id, owner, ext, content_type, size, data, create_time)
     VALUES (@id, @owner, @ext, @contentType, @size, @data, @createTime)`,
  );
  const find = db.prepare('SELECT id, owner, ext, content_type AS contentType, data FROM uploads WHERE id = ?');

  const totalsNow = () => totals.get() as { count: number; bytes: number };

  const add = db.transaction((owner: string, ext: UploadExt, contentType: string, data: Buffer): StoredUpload => {
    const upload: StoredUpload = { id: randomBytes(12).toString('hex'), ext, contentType, data, owner };
    while ((ownerCount.get(owner) as { n: number }).n >= limits.maxPerOwner) dropOldestOfOwner.run(owner);
    for (
      let now = totalsNow();
      now.count > 0 && (now.count >= limits.maxUploads || now.bytes + data.length > limits.maxBytes);
      now = totalsNow()
    ) {
      dropOldest.run();
    }
    insert.run({ ...upload, size: data.length, createTime: formatDateTime(new Date()) });
    return upload;
  });

  return {
    add: (owner: string, ext: UploadExt, contentType: string, data: Buffer): StoredUpload => add.immediate(owner, ext, contentType, data),
    get: (id: string): StoredUpload | undefined => find.get(id) as StoredUpload | undefined,
    get size(): number {
      return totalsNow().count;
    },
    get bytes(): number {
      return totalsNow().bytes;
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
