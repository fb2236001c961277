// POST /api/upload/image/file (CRMEB's picture upload: multipart through @fastify/multipart, field `file`,
// jpg/jpeg/png up to 5 MB, type proven by the bytes, pixel size read from the header and bounded, ADR 0028) and
// GET /api/demo-assets/upload/<id>.<ext>, which serves it.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail, ok, type Envelope } from '../core/envelope.ts';
import type { LoginGate } from '../core/login-gate.ts';
import { sniffImage } from './image-kind.ts';
import { pixelSize } from './image-size.ts';
import { UPLOAD_PREFIX, uploadPath, type UploadStore } from './upload-store.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** the most pixels a picture may have (4096 × 4096: a 16 MP phone photo fits), and the longest side */
export const MAX_IMAGE_PIXELS = 4096 * 4096;
export const MAX_IMAGE_SIDE = 8192;
const EXTENSIONS = /\.(jpe?g|png)$/i;
const FILE = /^([0-9a-f]{24})\.(png|jpg)$/;

const NO_FILE = '请选择要上传的文件';
const TOO_LARGE = '文件大小不能超过5M';
const BAD_FORMAT = '文件格式不正确';
export const TOO_MANY_PIXELS = '图片尺寸过大，请上传不超过 4096×4096 像素的图片';

/** The bytes and name of the part called `file` that carries a file; null when the form has none. */
async function readFilePart(request: FastifyRequest): Promise<{ filename: string; data: Buffer } | null> {
  for await (const part of request.parts()) {
    if (part.type === 'file' && part.fieldname === 'file') return { filename: part.filename, data: await part.toBuffer() };
    // other files are read to their end (and dropped) so the parts after them arrive
    if (part.type === 'file') part.file.resume();
  }
  return null;
}

/** What a broken or oversize body answers: the mall's messages, never a bare 4xx. */
function failureOf(error: unknown): Envelope {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fail(TOO_LARGE);
  if (error instanceof Error && /boundary not found/i.test(error.message)) return fail(NO_FILE);
  return fail('上传失败');
}

/** POST /api/upload/image/file; `signedIn` is a scope behind requireLogin (the principal owns the upload). */
export async function registerUploadRoute(signedIn: FastifyInstance, deps: { gate: LoginGate; uploads: UploadStore }): Promise<void> {
  const { gate, uploads } = deps;
  // A scope of its own: the multipart parser applies to this route only.
  await signedIn.register(async (scope) => {
    await scope.register(multipart, {
      // 20 parts at most, text fields cut at 64 KB; only the `file` part is kept, and at most 5 MB of it
      limits: { fileSize: MAX_UPLOAD_BYTES, parts: 20, fieldSize: 64 * 1024 },
      // a part is a file when it names one (not merely for being application/octet-stream)
      isPartAFile: (_field, _type, filename) => filename !== undefined,
    });

    scope.post('/api/upload/image/file', async (request) => {
      if (!request.isMultipart()) return fail(NO_FILE);
      let part: { filename: string; data: Buffer } | null;
      try {
        part = await readFilePart(request);
      } catch (error) {
        return failureOf(error);
      }
      // A form sent without a chosen file still has the part, with an empty name and no bytes.
      if (!part || (part.filename === '' && part.data.length === 0)) return fail(NO_FILE);
      const kind = sniffImage(part.data);
      if (!EXTENSIONS.test(part.filename) || !kind) return fail(BAD_FORMAT);
      // judged from the header: nothing here or in a viewer should decode a picture of any announced size
      const size = pixelSize(part.data, kind.ext);
      if (!size) return fail(BAD_FORMAT);
      if (size.width * size.height > MAX_IMAGE_PIXELS || Math.max(size.width, size.height) > MAX_IMAGE_SIDE) return fail(TOO_MANY_PIXELS);
      // Stored under the type its bytes prove, so it is always served with the right content type.
      const upload = uploads.add(gate.principal(request).key, kind.ext, kind.contentType, part.data);
      return ok({ path: uploadPath(upload) }, '上传成功');
    });
  });
}

/** GET /api/demo-assets/upload/<id>.<ext>: public, as pictures are. */
export function registerUploadServing(app: FastifyInstance, uploads: UploadStore): void {
  app.get(`${UPLOAD_PREFIX}/:file`, async (request, reply) => {
    const match = FILE.exec((request.params as { file: string }).file);
    const upload = match ? uploads.get(match[1] as string) : undefined;
    if (!upload || upload.ext !== match?.[2]) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(upload.contentType)
      .send(upload.data);
  });
}
