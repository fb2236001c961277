// A picture uploaded through the mall's own upload call (POST /api/upload/image/file): the only kind of
// picture a write may carry (receipt photos, refund and review pictures, vouchers, licences, attachments).
import type { FastifyInstance } from 'fastify';
import { solidPng } from '../../helpers/e2e/png.ts';

const BOUNDARY = '----PictureUploadBoundary';

/** Uploads a small PNG as `token` and answers the path the mall gave it. */
export async function uploadedPicture(mall: { app: FastifyInstance }, token: string): Promise<string> {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), solidPng(8, 8), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
  const response = await mall.app.inject({
    method: 'POST',
    url: '/api/upload/image/file',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'x-token': token },
  });
  const body = response.json() as { message: string; data?: { path?: string } };
  if (body.message !== '上传成功' || !body.data?.path) throw new Error(`upload refused: ${body.message}`);
  return body.data.path;
}
