// The uploads table answering the picture rule of core/picture-origin.ts: who uploaded each picture.
import { type PictureOrigin, pictureOriginOf } from '../core/picture-origin.ts';
import type { DemoMallDatabase } from '../db/database.ts';

export function createPictureOrigin(db: DemoMallDatabase): PictureOrigin {
  const find = db.prepare('SELECT owner, ext FROM uploads WHERE id = ?');
  return pictureOriginOf((id) => find.get(id) as { owner: string; ext: string } | undefined);
}
