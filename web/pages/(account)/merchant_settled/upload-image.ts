// Sends one picture to the mall's upload (CRMEB POST /api/upload/image/file, field `file`) through the
// same-origin BFF, which streams the multipart body on and adds the login from the cookie. Answers the
// stored picture's path; a refusal throws with the mall's message (a lost login opens the login modal).
import { apiUpload } from '#web/api/bff-client.ts';

export const UPLOAD_IMAGE_URL = '/api/upload/image/file';

export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const data = await apiUpload<{ path?: unknown } | undefined>(UPLOAD_IMAGE_URL, form);
  const path = data?.path;
  if (typeof path !== 'string' || path === '') throw new Error('上传失败');
  return path;
}
