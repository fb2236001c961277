// The demo mall's picture upload (POST /api/upload/image/file), the served uploads, the multipart bodies it
// reads (through @fastify/multipart), the store's caps, and settlement applications that carry the uploaded paths.
import { PICTURE_NOT_UPLOADED } from '../../../demo-mall/core/picture-origin.ts';
import { describe, expect, it } from 'vitest';
import { createUploadStore } from '../../../demo-mall/settlement/upload-store.ts';
import { declaredPng, jpegFramed, paddedPng, solidPng } from '../../helpers/e2e/png.ts';
import { smsCode } from './accounts-helpers.ts';
import type { Body } from './catalogue-test-app.ts';
import { catalogueMallPerBlock } from '../../helpers/mall/malls.ts';

const BOUNDARY = '----DemoBoundary7MA4YWxkTrZu0gW';
const PATH = /^\/api\/demo-assets\/upload\/[0-9a-f]{24}\.(png|jpg)$/;

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body written by hand, so each test controls every byte. */
function multipart(parts: Part[], boundary = BOUNDARY): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    pieces.push(Buffer.from(head), Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data), Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(pieces);
}

describe('demo mall: picture upload', () => {
  const mall = catalogueMallPerBlock();

  const upload = async (
    payload: Buffer,
    token: string | null = mall.personalToken,
    contentType = `multipart/form-data; boundary=${BOUNDARY}`,
  ): Promise<Body> => {
    const response = await mall.app.inject({
      method: 'POST',
      url: '/api/upload/image/file',
      payload,
      headers: { 'content-type': contentType, ...(token ? { 'x-token': token } : {}) },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Body;
  };
  const file = (filename: string, data: Buffer | string, type = 'image/png') => multipart([{ name: 'file', filename, type, data }]);

  it('takes a PNG and serves the same bytes as image/png at the answered path', async () => {
    const png = solidPng(40, 30);
    const body = await upload(file('营业执照.png', png));
    expect(body).toEqual({ status: 200, message: '上传成功', data: { path: expect.stringMatching(PATH) } });
    const path = body.data.path as string;
    expect(path.endsWith('.png')).toBe(true);
    const served = await mall.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(png)).toBe(true);
    // the same id under another extension is not the upload
    expect((await mall.app.inject({ method: 'GET', url: path.replace(/\.png$/, '.jpg') })).statusCode).toBe(404);
    expect((await mall.app.inject({ method: 'GET', url: '/api/demo-assets/upload/000000000000000000000000.png' })).statusCode).toBe(404);
  });

  it('reads a body encoded by the platform FormData, other fields first, and keeps a .jpeg as image/jpeg', async () => {
    const jpeg = jpegFramed(2048);
    const form = new FormData();
    form.append('note', 'x; name="file"');
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'scan.JPEG');
    const encoded = new Request('http://mall.test/', { method: 'POST', body: form });
    const payload = Buffer.from(await encoded.arrayBuffer());
    const body = await upload(payload, mall.ownerToken, encoded.headers.get('content-type') ?? '');
    expect(body.message).toBe('上传成功');
    expect(body.data.path).toMatch(/\.jpg$/);
    const served = await mall.app.inject({ method: 'GET', url: body.data.path as string });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(jpeg)).toBe(true);
  });

  it('needs a login', async () => {
    expect(await upload(file('a.png', solidPng(2, 2)), null)).toEqual({ status: 400, message: '请登录' });
  });

  it('takes exactly 5 MB and refuses one byte more, and a 6 MB file', async () => {
    const five = 5 * 1024 * 1024;
    expect((await upload(file('max.png', paddedPng(five)))).message).toBe('上传成功');
    expect(await upload(file('over.png', paddedPng(five + 1)))).toEqual({ status: 400, message: '文件大小不能超过5M' });
    // over the body cap: drained without being kept, same message
    expect(await upload(file('six.png', paddedPng(6 * 1024 * 1024)))).toEqual({ status: 400, message: '文件大小不能超过5M' });
  });

  it('accepts jpg/jpeg/png only, by name and by content', async () => {
    const refused = { status: 400, message: '文件格式不正确' };
    expect(await upload(file('licence.gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'image/gif'))).toEqual(refused);
    expect(await upload(file('licence.txt', solidPng(4, 4), 'text/plain'))).toEqual(refused);
    expect(await upload(file('licence.png', 'just some text, not a picture'))).toEqual(refused);
    expect(await upload(file('licence', solidPng(4, 4)))).toEqual(refused);
    // a GIF's bytes under a .png name
    expect(await upload(file('licence.png', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')))).toEqual(refused);
  });

  it('reads the pixel size from the header and refuses more than 4096×4096 pixels before anything decodes it', async () => {
    const tooLarge = { status: 400, message: '图片尺寸过大，请上传不超过 4096×4096 像素的图片' };
    // a 1 KB PNG announcing 100 000 × 100 000 pixels (30 GB once decoded)
    expect(await upload(file('bomb.png', declaredPng(100_000, 100_000)))).toEqual(tooLarge);
    expect(await upload(file('wide.png', declaredPng(8193, 10)))).toEqual(tooLarge);
    expect(await upload(file('bomb.jpg', jpegFramed(4096, { width: 65_535, height: 65_535 }), 'image/jpeg'))).toEqual(tooLarge);
    expect(await upload(file('one-more.jpg', jpegFramed(4096, { width: 4097, height: 4096 }), 'image/jpeg'))).toEqual(tooLarge);
    // the limit itself, a 16 MP phone photo (4624 × 3468) and a panorama within the longest side are taken
    expect((await upload(file('max.png', declaredPng(4096, 4096)))).message).toBe('上传成功');
    expect((await upload(file('phone.jpg', jpegFramed(4096, { width: 4624, height: 3468 }), 'image/jpeg'))).message).toBe('上传成功');
    expect((await upload(file('panorama.jpg', jpegFramed(4096, { width: 8192, height: 2048 }), 'image/jpeg'))).message).toBe('上传成功');
    // a header that gives no size (zero, or no frame before the scan) is not a picture
    const refused = { status: 400, message: '文件格式不正确' };
    expect(await upload(file('zero.png', declaredPng(0, 10)))).toEqual(refused);
    const noFrame = Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08, 1, 2, 3, 4, 5, 6, 0xff, 0xd9]);
    expect(await upload(file('noframe.jpg', noFrame, 'image/jpeg'))).toEqual(refused);
  });

  it('asks for a file when there is none, and fails a broken body', async () => {
    const none = { status: 400, message: '请选择要上传的文件' };
    expect(await upload(multipart([{ name: 'note', data: 'hello' }]))).toEqual(none);
    expect(await upload(multipart([{ name: 'file', filename: '', type: 'application/octet-stream', data: '' }]))).toEqual(none);
    expect(await upload(multipart([{ name: 'picture', filename: 'a.png', data: solidPng(2, 2) }]))).toEqual(none);
    const json = await mall.app.inject({
      method: 'POST',
      url: '/api/upload/image/file',
      payload: { file: 'a.png' },
      headers: { 'x-token': mall.personalToken },
    });
    expect(json.json()).toEqual(none);
    const cut = file('a.png', solidPng(2, 2)).subarray(0, 150);
    expect(await upload(cut)).toEqual({ status: 400, message: '上传失败' });
    expect(await upload(file('a.png', solidPng(2, 2)), mall.personalToken, 'multipart/form-data')).toEqual(none);
  });
});

describe('demo mall: multipart bodies', () => {
  const mall = catalogueMallPerBlock();

  const send = async (payload: Buffer, contentType: string): Promise<Body> => {
    const response = await mall.app.inject({
      method: 'POST',
      url: '/api/upload/image/file',
      payload,
      headers: { 'content-type': contentType, 'x-token': mall.personalToken },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Body;
  };
  const served = async (path: string) => (await mall.app.inject({ method: 'GET', url: path })).rawPayload;

  it('reads the boundary, quoted or not, and any casing of multipart/form-data', async () => {
    const png = solidPng(3, 3);
    const quotedBody = multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: png }], 'a b:c');
    const quoted = await send(quotedBody, 'Multipart/Form-Data; charset=utf-8; boundary="a b:c"');
    expect(quoted.message).toBe('上传成功');
    expect((await served(quoted.data.path as string)).equals(png)).toBe(true);
    const plain = await send(multipart([{ name: 'file', filename: 'a.png', data: png }], 'plain'), 'multipart/form-data; boundary=plain');
    expect(plain).toMatchObject({ status: 200 });
    const noBoundary = await send(multipart([{ name: 'file', filename: 'a.png', data: png }]), 'multipart/form-data; boundary=');
    expect(noBoundary).toEqual({ status: 400, message: '请选择要上传的文件' });
  });

  it('finds the file part after a preamble and other parts, with quotes, semicolons and UTF-8 in names', async () => {
    const png = solidPng(5, 4);
    const body = Buffer.concat([
      Buffer.from('preamble to ignore\r\n'),
      multipart([
        { name: 'file', data: 'a text field also named file' },
        { name: 'other', filename: 'other.png', type: 'image/png', data: solidPng(2, 2) },
        // a quoted-string with escaped quotes and a semicolon inside
        { name: 'file', filename: '执照 \\"正本\\"; 1.png', type: 'IMAGE/PNG', data: png },
      ]),
    ]);
    const answer = await send(body, `multipart/form-data; boundary=${BOUNDARY}`);
    expect(answer.message).toBe('上传成功');
    expect((await served(answer.data.path as string)).equals(png)).toBe(true);
  });

  it('takes filename* and a client path that ends in the picture name', async () => {
    const png = solidPng(2, 3);
    const head = (disposition: string) =>
      Buffer.concat([
        Buffer.from(`--b\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\n\r\n`),
        png,
        Buffer.from('\r\n--b--\r\n'),
      ]);
    const star = await send(head(`filename*=UTF-8''%E6%89%A7%E7%85%A7.png`), 'multipart/form-data; boundary=b');
    expect(star.message).toBe('上传成功');
    const windows = await send(head('filename="C:\\fakepath\\licence.png"'), 'multipart/form-data; boundary=b');
    expect(windows.message).toBe('上传成功');
  });

  it('fails broken bodies with 上传失败 and a form without parts with 请选择要上传的文件', async () => {
    const broken = { status: 400, message: '上传失败' };
    const type = 'multipart/form-data; boundary=b';
    expect(await send(Buffer.from('no delimiter here'), type)).toEqual(broken);
    expect(await send(Buffer.from('--b\r\nContent-Disposition: form-data; name="file"'), type)).toEqual(broken);
    expect(await send(Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxy'), type)).toEqual(broken);
    expect(await send(Buffer.from('--b--\r\n'), type)).toEqual({ status: 400, message: '请选择要上传的文件' });
  });
});

describe('demo mall: upload store caps', () => {
  it('drops the oldest uploads over the count, per-shopper and byte caps', () => {
    const store = createUploadStore({ maxUploads: 3, maxPerOwner: 2, maxBytes: 10 });
    const byte = Buffer.alloc(1);
    const a1 = store.add('user:1', 'png', 'image/png', byte);
    const a2 = store.add('user:1', 'png', 'image/png', byte);
    const a3 = store.add('user:1', 'png', 'image/png', byte); // over the shopper's 2: a1 goes
    expect([store.get(a1.id), store.get(a2.id)?.id, store.get(a3.id)?.id]).toEqual([undefined, a2.id, a3.id]);
    const b1 = store.add('user:2', 'jpg', 'image/jpeg', byte);
    const b2 = store.add('user:2', 'jpg', 'image/jpeg', byte); // over the 3 overall: a2 goes
    expect(store.size).toBe(3);
    expect(store.get(a2.id)).toBeUndefined();
    const big = store.add('user:3', 'png', 'image/png', Buffer.alloc(9)); // 3 + 9 bytes > 10: the oldest go
    expect(store.bytes).toBe(10);
    expect([store.get(a3.id), store.get(b1.id), store.get(b2.id)?.id, store.get(big.id)?.id]).toEqual([
      undefined,
      undefined,
      b2.id,
      big.id,
    ]);
  });
});

describe('demo mall: settlement applications with uploaded pictures', () => {
  const mall = catalogueMallPerBlock();

  it('stores the uploaded paths and refuses inline data and more than ten', async () => {
    const token = mall.personalToken;
    const response = await mall.app.inject({
      method: 'POST',
      url: '/api/upload/image/file',
      payload: multipart([{ name: 'file', filename: 'licence.png', type: 'image/png', data: solidPng(8, 8) }]),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'x-token': token },
    });
    const path = (response.json() as Body).data.path as string;
    expect(path).toMatch(PATH);
    const form = { phone: '13900000321', name: '赵经理', mer_name: '赵氏电气商行', merchant_category_id: 3, mer_type_id: 3, code: '' };
    expect((await mall.post('/api/intention/create', { ...form, images: ['data:image/jpeg;base64,/9j/4AAQ'] }, token)).message).toBe(
      '资质图片地址不正确',
    );
    expect((await mall.post('/api/intention/create', { ...form, images: ['javascript:alert(1)'] }, token)).message).toBe(
      '资质图片地址不正确',
    );
    expect((await mall.post('/api/intention/create', { ...form, images: ['//evil.test/a.png'] }, token)).message).toBe(
      '资质图片地址不正确',
    );
    expect((await mall.post('/api/intention/create', { ...form, images: Array.from({ length: 11 }, () => path) }, token)).message).toBe(
      '资质图片长度不能超过 10',
    );
    const code = await smsCode(mall.app, form.phone, 'intention');
    // only the applicant's own uploads: another site's picture is refused, and the SMS code stays unused
    const elsewhere = [path, 'https://cdn.example.com/licence.jpg'];
    expect((await mall.post('/api/intention/create', { ...form, code, images: elsewhere }, token)).message).toBe(PICTURE_NOT_UPLOADED);
    const images = [path];
    expect(await mall.post('/api/intention/create', { ...form, code, images }, token)).toEqual({ status: 200, message: '提交成功' });
    const list = await mall.get('/api/intention/lst', token);
    expect(list.data.list[0]).toMatchObject({ mer_name: '赵氏电气商行', images });
  });
});
