// Picture uploads through the BFF to the demo mall: multipart bodies stream through (no 1 MB JSON limit),
// the token comes from the login cookie, the mall's messages come back, and CSRF and login rules hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegFramed, paddedPng, solidPng } from '../../helpers/e2e/png.ts';
import { closeThroughBff, CookieJar, postAs, startThroughBff, type ThroughBff } from './through-bff-kit.ts';
import { rawBytes } from '../../helpers/bff/raw-bytes.ts';

const UPLOAD = '/api/upload/image/file';
const PATH = /^\/api\/demo-assets\/upload\/[0-9a-f]{24}\.(png|jpg)$/;

describe('picture upload through the BFF', () => {
  let t: ThroughBff;
  const jar = new CookieJar();
  const upload = (data: Buffer, filename: string, contentType: string, cookie = jar.header) =>
    t.api().post(UPLOAD).set('cookie', cookie).attach('file', data, { filename, contentType });
  /** a GET whose body is kept as raw bytes, whatever the content type */
  const fetchBytes = (path: string) => t.api().get(path).buffer(true).parse(rawBytes);
  const mallCalls = () => t.bff.logs.lines().filter((line) => line.msg === 'upstream call' && line.path === UPLOAD).length;

  beforeAll(async () => {
    // debug: every mall call is logged, the routine ones too
    t = await startThroughBff({ LOG_LEVEL: 'debug' });
    const login = await t.api().post('/api/auth/login').send({ account: '13800000001', password: 'Demo@2026', user_type: 'pc' });
    expect(login.status).toBe(200);
    jar.take(login);
    expect(jar.header).toMatch(/mall_ut=/);
  });
  afterAll(closeThroughBff);

  it('uploads a PNG with the cookie login and serves the same bytes as image/png', async () => {
    const png = solidPng(64, 48);
    const response = await upload(png, 'licence.png', 'image/png');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 200, message: '上传成功', data: { path: expect.stringMatching(PATH) } });
    const path = response.body.data.path as string;
    expect(path.endsWith('.png')).toBe(true);
    const served = await fetchBytes(path);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((served.body as Buffer).equals(png)).toBe(true);
  });

  it('streams a 3 MB JPEG through, well over the 1 MB JSON limit that the same size as JSON hits', async () => {
    const jpeg = jpegFramed(3 * 1024 * 1024);
    const response = await upload(jpeg, '营业执照.jpg', 'image/jpeg');
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('上传成功');
    expect(response.body.data.path).toMatch(/\.jpg$/);
    const served = await fetchBytes(response.body.data.path as string);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((served.body as Buffer).equals(jpeg)).toBe(true);
    // the old way, pictures inside JSON, is refused at this size
    const asJson = await postAs(t, jar, '/api/intention/create', { images: [`data:image/jpeg;base64,${jpeg.toString('base64')}`] });
    expect(asJson.status).toBe(413);
    expect(asJson.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('passes on the mall refusing a 6 MB file', async () => {
    const response = await upload(paddedPng(6 * 1024 * 1024), 'big.png', 'image/png');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: 400, message: '文件大小不能超过5M' });
  });

  it('passes on the mall refusing a GIF, a PNG named .txt and text named .png', async () => {
    const refused = { status: 400, message: '文件格式不正确' };
    const gif = await upload(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'licence.gif', 'image/gif');
    expect([gif.status, gif.body]).toEqual([400, refused]);
    const renamed = await upload(solidPng(4, 4), 'licence.txt', 'text/plain');
    expect([renamed.status, renamed.body]).toEqual([400, refused]);
    const text = await upload(Buffer.from('not a picture at all'), 'licence.png', 'image/png');
    expect([text.status, text.body]).toEqual([400, refused]);
  });

  it('answers 401 LOGIN_EXPIRED without a login (the mall says 请登录)', async () => {
    const response = await upload(solidPng(4, 4), 'licence.png', 'image/png', '');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ status: 400, message: '登录已失效，请重新登录', code: 'LOGIN_EXPIRED' });
  });

  it('refuses a foreign Origin with 403 CSRF before calling the mall', async () => {
    const before = mallCalls();
    const response = await t
      .api()
      .post(UPLOAD)
      .set('cookie', jar.header)
      .set('origin', 'https://evil.example')
      .attach('file', solidPng(4, 4), { filename: 'licence.png', contentType: 'image/png' });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ status: 403, code: 'CSRF' });
    expect(mallCalls()).toBe(before);
    expect(before).toBeGreaterThan(0);
  });
});
