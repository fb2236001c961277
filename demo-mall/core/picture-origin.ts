// The one rule for every picture a write stores (收货验收 photos, refund and review pictures, remittance vouchers,
// the business licence, quote attachments, settlement images, avatars): it must be a picture this mall's upload
// call (POST /api/upload/image/file) answered to the caller, still stored. Anything else, another site's URL (a
// tracking pixel shown to every member who opens it) or another shopper's upload, is refused. The settlement
// module, which keeps the uploads, answers the lookup (settlement/picture-origin.ts).
import type { Principal } from './login-gate.ts';
import { ASSET_PREFIX } from './pictures.ts';

/** What a write answers for a picture the caller did not upload here. */
export const PICTURE_NOT_UPLOADED = '图片须为本站上传的图片，请重新上传';

const UPLOADED = new RegExp(`^${ASSET_PREFIX}/upload/([0-9a-f]{24})\\.(png|jpg)$`);

/** An upload's uploader (principal key) and type; undefined when there is none (never made, or dropped by the caps). */
export type UploadLookup = (id: string) => { owner: string; ext: string } | undefined;

export interface PictureOrigin {
  /** Whether every path is an upload of this mall made by the caller: its own key, or, on a company token, the member's user token. */
  allOwn(paths: readonly unknown[], principal: Principal): boolean;
}

export function pictureOriginOf(lookup: UploadLookup): PictureOrigin {
  return {
    allOwn(paths, principal) {
      const callers = new Set([principal.key]);
      if (principal.kind === 'company' && principal.memberUid !== undefined) callers.add(`user:${principal.memberUid}`);
      return paths.every((path) => {
        const match = typeof path === 'string' ? UPLOADED.exec(path) : null;
        const upload = match ? lookup(match[1] as string) : undefined;
        return upload !== undefined && upload.ext === match?.[2] && callers.has(upload.owner);
      });
    },
  };
}
