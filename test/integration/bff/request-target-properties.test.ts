// Every row of the endpoint table, spelled every way a client can spell it (escapes of any character in upper or
// lower hex, case changes, repeated and trailing slashes, encoded slashes and backslashes, dot segments, the
// `.html` suffix, absolute forms): the row's rules still apply, or the request is refused with 4xx. Never is a
// call forwarded to a path other than the one the rules matched (docs/adr/0012-one-resolved-path.md).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseToken } from '../../../server/auth/token-choice.ts';
import type { AuthState } from '../../../server/auth/token-cookies.ts';
import { canonicalPathname } from '../../../server/rules/canonical-path.ts';
import { ENDPOINT_TABLE, type EndpointRow } from '../../../server/rules/endpoint-table.ts';
import { ruleFor } from '../../../server/rules/rule-for.ts';
import { chooseEntity, closeAll, COMPANY_TOKEN, logIn, setup, USER_TOKEN, type Kit } from './bff-kit.ts';
import { rawRequest, type RawAnswer } from './raw-http.ts';

const RUNS = 12;
const COMPANY: AuthState = { userToken: USER_TOKEN, companyToken: COMPANY_TOKEN, companyName: '公司', entity: 'COMPANY' };

let kit: Kit;
let cookies: string;
let clients = 0;

beforeAll(async () => {
  // One hop of trusted proxy: each check comes from its own client address, so the limits start from zero.
  kit = await setup({
    env: { TRUST_PROXY: '1', RATE_LIMIT_SMS_PER_MINUTE: '1', RATE_LIMIT_LOGIN_PER_MINUTE: '1', RATE_LIMIT_CAPTCHA_PER_MINUTE: '1' },
  });
  cookies = await chooseEntity(kit, await logIn(kit, true), 'COMPANY');
});
afterAll(closeAll);

function freshClient(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

/** A path the row covers, in its canonical spelling. */
function samplePath(row: EndpointRow): string {
  return row.match === 'exact' ? row.path : `${row.path}sample`;
}

function methodOf(row: EndpointRow): string {
  return row.methods === '*' ? 'GET' : (row.methods[0] ?? 'GET');
}

const hex = (char: string) => char.charCodeAt(0).toString(16).padStart(2, '0');

const charSpelling = (char: string) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(char) },
    { weight: 2, arbitrary: fc.constant(char.toUpperCase()) },
    { weight: 1, arbitrary: fc.constant(`%${hex(char).toUpperCase()}`) },
    { weight: 1, arbitrary: fc.constant(`%${hex(char).toLowerCase()}`) },
  );

const separator = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('/', '//', '///') },
  { weight: 1, arbitrary: fc.constantFrom('%2f', '%2F', '\\', '%5c', '%5C') },
  { weight: 1, arbitrary: fc.constantFrom('/./', '/x/../', '/%2e%2e/', '/.%2E/', '/%2E/') },
);

const ending = fc.oneof(
  { weight: 6, arbitrary: fc.constant('') },
  { weight: 3, arbitrary: fc.constantFrom('/', '//', '.html', '.HTML/') },
  { weight: 1, arbitrary: fc.constantFrom('/.', '/..', '/../x', '%2f', '#x') },
);

const absolute = fc.oneof(
  { weight: 6, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom('http://127.0.0.1', 'http://evil.example', 'HTTPS://shop.test:443') },
);

/** Spellings of `path`: the canonical path with every character and slash spelled at random. */
function spellings(path: string): fc.Arbitrary<string> {
  const segments = path.split('/').slice(1);
  const spelledSegments = segments.map((segment) => fc.tuple(...[...segment].map(charSpelling)).map((chars) => chars.join('')));
  return fc
    .tuple(
      absolute,
      fc.tuple(...segments.map(() => separator)),
      fc.tuple(...spelledSegments),
      ending,
      fc.constantFrom('', '?a=1', '?x=/api/../y'),
    )
    .map(
      ([prefix, separators, spelled, end, query]) =>
        `${prefix}${spelled.map((segment, at) => `${separators[at]}${segment}`).join('')}${end}${query}`,
    );
}

interface Sent {
  answer: RawAnswer;
  forwarded: { url: string; headers: Record<string, string | string[] | undefined> }[];
}

async function send(method: string, target: string, headers: Record<string, string>, body?: string): Promise<Sent> {
  const before = kit.mall.requests.length;
  const answer = await rawRequest(kit.origin, {
    method,
    target,
    headers: { 'x-forwarded-for': freshClient(), ...headers },
    ...(body === undefined ? {} : { body }),
  });
  return { answer, forwarded: kit.mall.requests.slice(before) };
}

const code = (answer: RawAnswer) => (answer.json as { code?: string } | undefined)?.code;
/** 400 BAD_PATH from the BFF, or 400 from Node's HTTP parser for a request line it cannot read at all. */
const refused = (answer: RawAnswer) =>
  answer.status === 400 && (code(answer) === 'BAD_PATH' || (answer.json as { message?: string } | undefined)?.message === 'Client Error');

const named = (rows: readonly EndpointRow[]) =>
  rows.map((row) => [`${row.methods === '*' ? 'any' : row.methods.join(',')} ${row.path}`, row] as const);

describe.each(named(ENDPOINT_TABLE.filter((row) => !row.csrfExempt)))('%s', (_name, row) => {
  it('refuses a foreign write in every spelling (403 CSRF or 400)', async () => {
    await fc.assert(
      fc.asyncProperty(spellings(samplePath(row)), async (target) => {
        const { answer, forwarded } = await send('POST', target, { origin: 'http://evil.example' }, '{}');
        expect(forwarded, target).toEqual([]);
        expect(refused(answer) || (answer.status === 403 && code(answer) === 'CSRF'), `${target} → ${answer.status} ${answer.body}`).toBe(
          true,
        );
        expect(answer.headers['set-cookie'], target).toBeUndefined();
      }),
      { numRuns: RUNS },
    );
  });
});

// The rows other systems call across sites (the open API, PunchOut): every spelling reaches the one handler the
// canonical path reaches, answered as it answers there, never with the cross-site refusal, or is refused (400).
describe.each(named(ENDPOINT_TABLE.filter((row) => row.csrfExempt)))('%s', (_name, row) => {
  it('lets a foreign write reach its own handler in every spelling (never 403 CSRF), or refuses the spelling (400)', async () => {
    const canonical = (await send('POST', samplePath(row), { origin: 'http://evil.example' }, '{}')).answer;
    expect(code(canonical)).not.toBe('CSRF');
    await fc.assert(
      fc.asyncProperty(spellings(samplePath(row)), async (target) => {
        const { answer, forwarded } = await send('POST', target, { origin: 'http://evil.example' }, '{}');
        expect(forwarded, target).toEqual([]);
        const same = answer.status === canonical.status && answer.headers['content-type'] === canonical.headers['content-type'];
        expect(refused(answer) || same, `${target} → ${answer.status} ${answer.body}`).toBe(true);
        expect(answer.headers['set-cookie'], target).toBeUndefined();
      }),
      { numRuns: RUNS },
    );
  });
});

describe.each(named(ENDPOINT_TABLE.filter((row) => row.bucket)))('%s', (_name, row) => {
  it('counts every spelling in its limit (429 after the canonical call, or 400)', async () => {
    const path = samplePath(row);
    const method = methodOf(row);
    await fc.assert(
      fc.asyncProperty(spellings(path), async (target) => {
        const client = freshClient();
        await rawRequest(kit.origin, { method, target: path, headers: { 'x-forwarded-for': client } });
        const before = kit.mall.requests.length;
        const answer = await rawRequest(kit.origin, { method, target, headers: { 'x-forwarded-for': client } });
        expect(kit.mall.requests.slice(before), target).toEqual([]);
        expect(
          refused(answer) || (answer.status === 429 && code(answer) === 'RATE_LIMITED'),
          `${target} → ${answer.status} ${answer.body}`,
        ).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

/**
 * A JSON body the row's schema refuses: most refuse an empty object; a few take one (clearing a member's limits,
 * approving without a comment) and refuse a malformed field instead.
 */
function invalidBodyFor(row: EndpointRow): string {
  const candidates = [{}, { per_order_limit: 'abc' }, { comment: 'x'.repeat(201) }];
  const refused = candidates.find((candidate) => row.schema && !row.schema.safeParse(candidate).success);
  if (!refused) throw new Error(`no body the schema of ${row.path} refuses: add one to the candidates`);
  return JSON.stringify(refused);
}

describe.each(named(ENDPOINT_TABLE.filter((row) => row.schema)))('%s', (_name, row) => {
  it('validates the body in every spelling (400 VALIDATION, 400, or 404 unrouted)', async () => {
    await fc.assert(
      fc.asyncProperty(spellings(samplePath(row)), async (target) => {
        const { answer, forwarded } = await send(methodOf(row), target, {}, invalidBodyFor(row));
        expect(forwarded, target).toEqual([]);
        const validated = answer.status === 400 && code(answer) === 'VALIDATION';
        const unrouted = answer.status === 404 && code(answer) === 'NOT_FOUND';
        expect(refused(answer) || validated || unrouted, `${target} → ${answer.status} ${answer.body}`).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

describe.each(named(ENDPOINT_TABLE.filter((row) => row.area !== 'bff' && !row.path.startsWith('/bff/'))))('%s', (_name, row) => {
  it('forwards only to the path it matched, with the same token', async () => {
    const path = samplePath(row);
    const method = methodOf(row);
    const expectedToken = chooseToken(ruleFor(method, path).token, COMPANY);
    await fc.assert(
      fc.asyncProperty(spellings(path), async (target) => {
        const body = method === 'GET' ? undefined : '{"product_id":1}';
        const { answer, forwarded } = await send(method, target, { cookie: cookies }, body);
        for (const sent of forwarded) {
          expect(canonicalPathname(sent.url), `${target} forwarded as ${sent.url}`).toBe(path);
          expect(sent.url.split('?', 1)[0], target).toMatch(/^(\/[A-Za-z0-9\-._~!$'()*+,;=:@%]+)+$/);
          expect(sent.headers['x-token'], target).toBe(expectedToken);
        }
        if (forwarded.length === 0) expect(answer.status, `${target} → ${answer.status} ${answer.body}`).toBeGreaterThanOrEqual(400);
        if (forwarded.length === 0) expect(answer.status, target).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });
});
