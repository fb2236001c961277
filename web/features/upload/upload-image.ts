// Sends one picture to the mall's upload (CRMEB POST /api/upload/image/file, field `file`) through the
// same-origin BFF, which streams the multipart body on and adds the login from the cookie. Answers the
// stored picture's path; a refusal throws with the mall's message (a lost login opens the login modal).
//
// The BFF lets one address hold only a few uploads open at once (MAX_UPLOADS_PER_CLIENT, 4 by default) so
// slow uploads cannot starve it; choosing nine pictures at once must still work, so pictures queue here and
// at most UPLOADS_AT_ONCE travel together (two, leaving room for another tab of the same buyer).
import { apiUpload } from '#web/api/bff-client.ts';

export const UPLOAD_IMAGE_URL = '/api/upload/image/file';
export const UPLOADS_AT_ONCE = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function takeTurn(): Promise<void> {
  if (running < UPLOADS_AT_ONCE) {
    running += 1;
    return;
  }
  // the finishing upload hands its place over directly, so `running` stays counted
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function releaseTurn(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

export async function uploadImage(file: File): Promise<string> {
  await takeTurn();
  try {
    const form = new FormData();
    form.append('file', file, file.name);
    const data = await apiUpload<{ path?: unknown } | undefined>(UPLOAD_IMAGE_URL, form);
    const path = data?.path;
    if (typeof path !== 'string' || path === '') throw new Error('上传失败');
    return path;
  } finally {
    releaseTurn();
  }
}
