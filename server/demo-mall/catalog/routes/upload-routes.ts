// POST /api/upload/image/file (CRMEB's picture upload: multipart, field `file`, jpg/jpeg/png up to 5 MB)
// and GET /api/demo-assets/upload/<id>.<ext>, which serves what was uploaded.
import type { FastifyInstance } from 'fastify';
import type { DemoMallContext } from '../../context.ts';
import { fail, ok } from '../../envelope.ts';
import { boundaryOf, findFilePart, readCapped, type CappedBody } from '../multipart.ts';
import { createUploadStore, UPLOAD_PREFIX, uploadPath, type UploadExt } from '../upload-store.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** room for the part headers and any small extra fields around the file */
const BODY_OVERHEAD_BYTES = 64 * 1024;
const EXTENSIONS = /\.(jpe?g|png)$/i;
const FILE = /^([0-9a-f]{24})\.(png|jpg)$/;

/** The picture type from its first bytes; the name alone proves nothing. */
export function sniffImage(data: Buffer): { ext: UploadExt; contentType: string } | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { ext: 'png', contentType: 'image/png' };
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return { ext: 'jpg', contentType: 'image/jpeg' };
  return null;
}

function isCappedBody(body: unknown): body is CappedBody {
  return typeof body === 'object' && body !== null && Buffer.isBuffer((body as CappedBody).data);
}

export function registerUploadRoutes(app: FastifyInstance, context: DemoMallContext): void {
  const uploads = createUploadStore();

  // A scope of its own: the multipart reader applies to these routes only.
  void app.register(async (scope) => {
    // No parseAs: Fastify's body limit does not apply, and readCapped keeps at most the cap in memory, so an
    // oversize file gets the mall's message instead of a bare 413.
    scope.addContentTypeParser('multipart/form-data', (_request, payload, done) => {
      readCapped(payload, MAX_UPLOAD_BYTES + BODY_OVERHEAD_BYTES).then((body) => done(null, body), (error: Error) => done(error, undefined));
    });

    scope.post('/api/upload/image/file', async (request) => {
      const auth = context.guard.require(request);
      if (!auth.ok) return auth.body;
      const body = request.body;
      const boundary = boundaryOf(request.headers['content-type']);
      if (!isCappedBody(body) || boundary === null) return fail('请选择要上传的文件');
      if (body.tooLarge) return fail('文件大小不能超过5M');
      const parsed = findFilePart(body.data, boundary, 'file');
      if (!parsed.ok) return fail('上传失败');
      const part = parsed.part;
      // A form sent without a chosen file still has the part, with an empty name and no bytes.
      if (!part || (part.filename === '' && part.data.length === 0)) return fail('请选择要上传的文件');
      if (part.data.length > MAX_UPLOAD_BYTES) return fail('文件大小不能超过5M');
      const kind = sniffImage(part.data);
      if (!EXTENSIONS.test(part.filename) || !kind) return fail('文件格式不正确');
      // Stored under the type its bytes prove, so it is always served with the right content type.
      const upload = uploads.add(auth.principal.key, kind.ext, kind.contentType, part.data);
      return ok({ path: uploadPath(upload) }, '上传成功');
    });
  });

  app.get(`${UPLOAD_PREFIX}/:file`, async (request, reply) => {
    const match = FILE.exec((request.params as { file: string }).file);
    const upload = match ? uploads.get(match[1]!) : undefined;
    if (!upload || upload.ext !== match?.[2]) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(upload.contentType)
      .send(upload.data);
  });
}
