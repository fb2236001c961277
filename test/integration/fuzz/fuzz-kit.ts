// Generated requests for the standing fuzz suite: every /api rule of the endpoint table (in several
// spellings), every /bff endpoint and every page route, with random methods, bodies, headers and cookies.
// Seeded (FUZZ_SEED, default below) so that a failure reproduces; fast-check prints the seed and path.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { Client } from 'undici';
import { AUTH_COOKIES, TOP_BANNER_COOKIE_PREFIX, UI_COOKIES } from '../../../shared/cookie-names.ts';
import { ENDPOINT_TABLE, type EndpointRow } from '../../../server/rules/endpoint-table.ts';

export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface FuzzAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const;

/** Path pieces: plain, numeric, huge, traversal-looking, bad or truncated escapes, encoded Chinese. */
const segment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('1', '0', '-1', 'lst', 'detail', 'count', '99999999999999999999', '..', '%2e%2e', '%zz', '%', '%E4%B8', '%00', '%2F'),
  fc.stringMatching(/^[a-z0-9_]{1,12}$/),
  fc.string({ maxLength: 8 }).map((text) => encodeURIComponent(text)),
);

/** The same canonical path as a browser or an attacker might spell it. */
function spellings(path: string): fc.Arbitrary<string> {
  return fc.constantFrom(
    path,
    path.toUpperCase(),
    `${path}/`,
    path.replace(/\//g, '//'),
    path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`),
  );
}

function rowPath(row: EndpointRow): fc.Arbitrary<string> {
  if (row.match === 'exact') return spellings(row.path);
  const base = row.path.endsWith('/') ? row.path : `${row.path}/`;
  return fc
    .tuple(spellings(base.slice(0, -1)), fc.array(segment, { minLength: 0, maxLength: 3 }))
    .map(([stem, rest]) => (rest.length ? `${stem}/${rest.join('/')}` : stem));
}

const query: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.tuple(fc.stringMatching(/^[a-z_]{1,8}$/), fc.string({ maxLength: 12 })), { minLength: 1, maxLength: 4 })
    .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`),
  fc.constantFrom('?page=-1&limit=99999', '?&&==', '?a[b]=1&a[c]=2', '?token=x&password=y', '?id=%zz', '?q=%E6%89%B3%E6%89%8B'),
);

/** Every row of the endpoint table that is forwarded to the mall or names an /api path. */
export const API_ROWS: readonly EndpointRow[] = ENDPOINT_TABLE.filter((row) => row.path.startsWith('/api') || row.area === 'mall');

export const apiPath: fc.Arbitrary<string> = fc.tuple(fc.constantFrom(...API_ROWS).chain(rowPath), query).map(([path, q]) => `${path}${q}`);

export function listedPath(paths: readonly string[]): fc.Arbitrary<string> {
  return fc.tuple(fc.constantFrom(...paths).chain(spellings), query).map(([path, q]) => `${path}${q}`);
}

/** Fields the table's body schemas know, so some bodies get past validation and reach the mall. */
const FORM_FIELDS = [
  'account',
  'password',
  'phone',
  'sms_code',
  'pwd',
  'confirm_pwd',
  'zone_id',
  'captchaType',
  'captchaVerification',
  'type',
  'entity',
];

const fieldValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('13800000001', 'Demo@2026', '123456', 'blockPuzzle', 'COMPANY', ''),
  fc.integer(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
);

const formObject = fc.dictionary(fc.constantFrom(...FORM_FIELDS), fieldValue, { maxKeys: 6 });

interface Body {
  type?: string;
  bytes: Buffer;
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

export const body: fc.Arbitrary<Body | undefined> = fc.oneof(
  { weight: 4, arbitrary: fc.constant(undefined) },
  { weight: 4, arbitrary: formObject.map((value) => ({ type: 'application/json', bytes: json(value) })) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => ({ type: 'application/json', bytes: json(value) })) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(
        '{"account":',
        '{',
        '[1,2',
        'not json',
        '{"a":1}}',
        '\uFEFF{"a":1}',
        '{"__proto__":{"x":1}}',
        '{"constructor":{"prototype":{}}}',
      )
      .map((text) => ({ type: 'application/json', bytes: Buffer.from(text) })),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'application/json', bytes: Buffer.alloc(0) }) },
  {
    weight: 2,
    arbitrary: formObject.map((value) => ({
      type: 'application/x-www-form-urlencoded',
      bytes: Buffer.from(new URLSearchParams(Object.entries(value).map(([key, item]) => [key, String(item)])).toString()),
    })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/octet-stream',
          'application/json; charset=gbk',
          'APPLICATION/JSON',
          'image/png',
          'foo',
          '',
        ),
        fc.uint8Array({ maxLength: 300 }),
      )
      .map(([type, bytes]) => ({ ...(type ? { type } : {}), bytes: Buffer.from(bytes) })),
  },
  {
    weight: 2,
    arbitrary: fc.uint8Array({ maxLength: 2000 }).map((bytes) => ({
      type: 'multipart/form-data; boundary=fuzz',
      bytes: Buffer.concat([
        Buffer.from('--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n'),
        Buffer.from(bytes),
        Buffer.from('\r\n--fuzz--\r\n'),
      ]),
    })),
  },
  // Huge-ish: just over and well under the 1 MB limit for buffered bodies.
  {
    weight: 1,
    arbitrary: fc.constantFrom(1_100_000, 600_000).map((size) => ({
      type: 'application/json',
      bytes: Buffer.from(`{"pad":"${'x'.repeat(size)}"}`),
    })),
  },
);

export interface CookieContext {
  /** a mall_ut value signed with the test secret, so some requests carry a (fake) login */
  signedToken: string;
  signedCompany: string;
}

function cookies(context: CookieContext): fc.Arbitrary<string | undefined> {
  const pair = fc.oneof(
    fc.constantFrom(
      `${AUTH_COOKIES.userToken}=${context.signedToken}`,
      `${AUTH_COOKIES.userToken}=forged-token`,
      `${AUTH_COOKIES.companyToken}=${context.signedCompany}`,
      `${AUTH_COOKIES.entity}=COMPANY`,
      `${AUTH_COOKIES.companyName}=%E4%B8%8A%E6%B5%B7`,
      `${AUTH_COOKIES.companyName}=%E4%B8`,
      `${TOP_BANNER_COOKIE_PREFIX}1=1`,
      `${UI_COOKIES.unread}=abc`,
      `${UI_COOKIES.title}=%E5%95%86%E5%9F%8E`,
      `${UI_COOKIES.logo}=javascript:alert(1)`,
      'a',
      '=;=;',
      `junk=${'z'.repeat(3000)}`,
    ),
    fc.tuple(fc.stringMatching(/^[a-z_]{1,10}$/), fc.stringMatching(/^[A-Za-z0-9%._-]{0,30}$/)).map(([name, value]) => `${name}=${value}`),
  );
  return fc.option(
    fc.array(pair, { minLength: 1, maxLength: 4 }).map((pairs) => pairs.join('; ')),
    { nil: undefined },
  );
}

const printable = fc.stringMatching(/^[\x20-\x7e]{0,40}$/);

function headers(origin: string, context: CookieContext): fc.Arbitrary<Record<string, string>> {
  return fc
    .record(
      {
        origin: fc.constantFrom(origin, 'https://evil.example', 'null'),
        referer: fc.constantFrom(`${origin}/`, 'https://evil.example/page'),
        accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/webp', ''),
        'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', 'deflate, gzip;q=0'),
        'accept-language': fc.constantFrom('zh-CN', 'en', '*'),
        'x-token': printable,
        authorization: printable.map((text) => `Bearer ${text}`),
        'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '::1, 10.0.0.1', ''),
        'x-forwarded-proto': fc.constantFrom('https', 'gopher'),
        'user-agent': printable,
        'x-request-id': printable,
        cookie: cookies(context).map((value) => value ?? ''),
      },
      { requiredKeys: [] },
    )
    .map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== '')) as Record<string, string>);
}

export function fuzzRequest(
  paths: fc.Arbitrary<string>,
  origin: string,
  context: CookieContext,
  methods: readonly string[] = METHODS,
): fc.Arbitrary<FuzzRequest> {
  return fc.record({ method: fc.constantFrom(...methods), path: paths, headers: headers(origin, context), body }).map((request) => {
    const withBody = request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
    const sent: FuzzRequest = { method: request.method, path: request.path, headers: { ...request.headers } };
    if (withBody && request.body) {
      sent.body = request.body.bytes;
      if (request.body.type !== undefined) sent.headers['content-type'] = request.body.type;
    }
    return sent;
  });
}

/** The answer's text as a browser reads it: pages come br- or gzip-encoded when the request accepts it. */
function decoded(encoding: unknown, bytes: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

/** Sends one request over a kept-alive connection and reads the whole answer. */
export async function send(client: Client, request: FuzzRequest): Promise<FuzzAnswer> {
  const response = await client.request({
    method: request.method as 'GET',
    path: request.path,
    headers: request.headers,
    body: request.body ?? null,
    headersTimeout: 10_000,
    bodyTimeout: 10_000,
  });
  const bytes = Buffer.from(await response.body.arrayBuffer());
  const text = request.method === 'HEAD' ? '' : decoded(response.headers['content-encoding'], bytes);
  return { status: response.statusCode, headers: response.headers, text };
}

const contentType = (answer: FuzzAnswer) => String(answer.headers['content-type'] ?? '');

/** What is wrong with an /api or /bff answer, or null: always the JSON envelope, never the BFF's own 500. */
export function apiAnswerProblem(request: FuzzRequest, answer: FuzzAnswer): string | null {
  if (answer.status < 200 || answer.status > 599) return `status ${answer.status}`;
  if (!/application\/json/.test(contentType(answer))) return `content-type ${contentType(answer)}`;
  if (request.method === 'HEAD') return answer.status === 500 ? 'HEAD answered 500' : null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    return `not JSON: ${answer.text.slice(0, 80)}`;
  }
  const envelope = parsed as { status?: unknown; message?: unknown; code?: unknown } | null;
  if (typeof envelope !== 'object' || envelope === null) return 'not an object';
  if (typeof envelope.status !== 'number' || typeof envelope.message !== 'string') return `not the envelope: ${answer.text.slice(0, 80)}`;
  if (envelope.code === 'INTERNAL') return `the BFF's own error: ${answer.text.slice(0, 120)}`;
  if (answer.status >= 500 && !/^UPSTREAM_/.test(String(envelope.code ?? 'mapped')) && envelope.status !== answer.status) {
    return `a 5xx that is not the mall's: ${answer.text.slice(0, 120)}`;
  }
  return null;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * What is wrong with a page answer, or null: HTML (200, 404; 400 for a URL that cannot be decoded), a redirect,
 * or the JSON envelope for methods other than GET and HEAD.
 */
export function pageAnswerProblem(request: FuzzRequest, answer: FuzzAnswer): string | null {
  if (answer.status >= 500) return `status ${answer.status}: ${answer.text.slice(0, 120)}`;
  if (request.method !== 'GET' && request.method !== 'HEAD') return apiAnswerProblem(request, answer);
  if (REDIRECTS.has(answer.status)) return answer.headers.location ? null : 'redirect without a location';
  if (answer.status !== 200 && answer.status !== 404 && answer.status !== 400) return `status ${answer.status}`;
  // An address the target guard refuses (docs/adr/0012) is answered with the envelope before any page logic.
  if (answer.status === 400 && /application\/json/.test(contentType(answer))) return apiAnswerProblem(request, answer);
  if (!/text\/html/.test(contentType(answer))) return `content-type ${contentType(answer)}`;
  if (request.method === 'GET' && !/<html[\s>]/i.test(answer.text)) return 'no <html> in the page';
  return null;
}
