// `npm run contract` (server/contract): against the demo mall every call is ok; against the recorded stock CRMEB
// mall the calls it lacks are named missing, those with a fallback say what the storefront falls back to and do
// not fail the verdict; nothing is written; a backend that hangs or is down fails within the time given.
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContractCli } from '../../../server/contract/contract-cli.ts';
import { CONTRACT_CALLS } from '../../../server/contract/contract-calls.ts';
import { runContract } from '../../../server/contract/run-contract.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../demo-mall/accounts/demo-accounts.ts';
import { startDemoMall, type StartedDemoMall } from '../../../demo-mall/start.ts';
import { STOCK_ACCOUNT } from '../../helpers/stock-mall/fixtures.ts';
import { startStockMall, type StockMall } from '../../helpers/stock-mall/stock-mall.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let demo: StartedDemoMall;
let stock: StockMall;

beforeAll(async () => {
  demo = await startDemoMall({ database: ':memory:', printSms: false });
  stock = await startStockMall();
});

afterAll(async () => {
  await demo?.close();
  await stock?.close();
});

async function cli(args: string[]): Promise<{ code: number; text: string }> {
  let text = '';
  const code = await runContractCli(args, (chunk) => {
    text += chunk;
  });
  return { code, text };
}

/** The script in a process of its own (asynchronously: the recorded mall answers from this one). */
function contractProcess(args: string[]): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'server/contract/main.ts', ...args],
      { cwd: ROOT, encoding: 'utf8', timeout: 60_000 },
      (_error, stdout) => resolve({ code: child.exitCode, stdout }),
    );
  });
}

/** The report line of a call: its endpoint column starts with the method and the path. */
const lineOf = (text: string, endpoint: string) => text.split('\n').find((line) => line.startsWith(endpoint)) ?? '';

describe('the contract check against the demo mall', () => {
  it('finds every call ok, the account ones too, and exits 0', async () => {
    const company = DEMO_ACCOUNTS.find((account) => account.company);
    const { code, text } = await cli(['--mall', demo.url, '--account', company?.phone ?? '', '--password', DEMO_PASSWORD]);
    const rows = text.split('\n').filter((line) => /^(GET|POST) /.test(line));
    expect(rows).toHaveLength(CONTRACT_CALLS.length);
    expect(rows.filter((line) => !/\s{2}ok$/.test(line))).toEqual([]);
    expect(text).toContain('Verdict: the storefront can run on this backend');
    expect(code).toBe(0);
  });
});

describe('the contract check against a stock CRMEB backend', () => {
  it('names /api/article/categories missing with the fallback, and exits 0', async () => {
    const { code, text } = await cli(['--mall', stock.url, '--account', STOCK_ACCOUNT.phone, '--password', STOCK_ACCOUNT.password]);
    expect(lineOf(text, 'GET /api/article/categories')).toContain(
      'missing (the storefront falls back to /api/article/category/lst and /api/article/lst/:cid',
    );
    expect(lineOf(text, 'GET /api/article/category/lst')).toMatch(/\s{2}ok$/);
    expect(lineOf(text, 'GET /api/article/lst/16?')).toMatch(/\s{2}ok$/);
    expect(lineOf(text, 'GET /api/company/token')).toContain('missing (the storefront falls back to personal buying');
    expect(lineOf(text, 'GET /api/user/cart/count')).toMatch(/\s{2}ok$/);
    // stock CRMEB has no agreed prices: under 企业 the storefront shows list prices
    expect(lineOf(text, 'GET /api/company/agreement_price/batch')).toContain('missing (the storefront falls back to list prices');
    // nor an inbox: no bell in the header
    expect(lineOf(text, 'GET /api/company/message/unread')).toContain('missing (the storefront falls back to no bell in the header');
    expect(text).toMatch(/Verdict: the storefront can run on this backend \(\d+ ok, 6 with a fallback, 0 failing\)/);
    expect(code).toBe(0);
  });

  it('writes nothing: only GETs and the login reach the backend, and the token is never printed', async () => {
    const before = stock.requests.length;
    const { text } = await cli(['--mall', stock.url, '--account', STOCK_ACCOUNT.phone, '--password', STOCK_ACCOUNT.password]);
    const asked = stock.requests.slice(before);
    expect(asked.filter((request) => request.method !== 'GET').map((request) => request.url)).toEqual(['/api/auth/login']);
    const token = asked.find((request) => request.url === '/api/user')?.headers['x-token'];
    expect(token).toBeTruthy();
    expect(text).not.toContain(String(token));
    expect(text).not.toContain(STOCK_ACCOUNT.password);
  });

  it('fails the verdict on a call the storefront needs, e.g. a refused login', async () => {
    const { code, text } = await cli(['--mall', stock.url, '--account', STOCK_ACCOUNT.phone, '--password', 'wrong-password']);
    expect(lineOf(text, 'POST /api/auth/login')).toContain('error: login refused: 账号或密码错误');
    expect(lineOf(text, 'GET /api/user ')).toContain('not checked: no login');
    expect(text).toContain('Verdict: the storefront cannot run on this backend as it is');
    expect(code).toBe(1);
  });

  it('runs as `npm run contract` does and exits with its code', async () => {
    const run = await contractProcess(['--mall', stock.url]);
    expect(run.stdout).toContain('GET /api/article/categories');
    expect(run.code).toBe(0);
    const wrong = await contractProcess(['--mall', 'javascript:alert(1)']);
    expect(wrong.stdout).toContain('--mall must be an http(s) address');
    expect(wrong.code).toBe(2);
  });
});

describe('a backend that does not answer well', () => {
  let hanging: Server;
  let hangingUrl: string;

  beforeAll(async () => {
    // Answers /api/version with a body far over the cap, and never answers anything else.
    hanging = createServer((request, response) => {
      if (request.url === '/api/version') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(`{"status":200,"message":"success","data":"${'x'.repeat(64 * 1024)}"}`);
      }
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    hanging.closeAllConnections();
    await new Promise((resolve) => hanging.close(resolve));
  });

  it('gives up on a call after the timeout and refuses an answer over the size cap', async () => {
    const calls = CONTRACT_CALLS.filter((call) => call.url === '/api/pc/config' || call.url === '/api/version');
    const started = Date.now();
    const results = await runContract({ mallUrl: hangingUrl, timeoutMs: 300, maxAnswerBytes: 16 * 1024, calls });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(results.map((result) => [result.url, result.outcome.kind, result.verdict])).toEqual([
      ['/api/pc/config', 'error', 'fails'],
      ['/api/version', 'error', 'fails'],
    ]);
    expect(JSON.stringify(results[0]?.outcome)).toContain('UPSTREAM_TIMEOUT');
    expect(JSON.stringify(results[1]?.outcome)).toContain('UPSTREAM_TOO_LARGE');
  });

  it('reports a backend that is down as errors and exits 1', async () => {
    const { code, text } = await cli(['--mall', 'http://127.0.0.1:9', '--timeout', '500']);
    expect(lineOf(text, 'GET /api/pc/config')).toContain('error: UPSTREAM_UNAVAILABLE');
    expect(code).toBe(1);
  });
});
