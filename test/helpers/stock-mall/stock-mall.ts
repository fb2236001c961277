// A recorded stock CRMEB-MER v2.3 backend for tests (node:http on 127.0.0.1, port 0): the routes of
// stock-routes.ts with fixture data, failures as HTTP 200 `{status: 400, message}`, the cart count as a string,
// paging as `{count, list}`, and the HTML shell for every route it lacks, /api/article/categories included; a
// route may answer something else (RawAnswer: a PHP error page, a file).
// It records every request so tests can check what was asked (and that nothing was written).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { RawAnswer, sendJson, sendRaw, sendShell } from './crmeb-answers.ts';
import { STOCK_ROUTES, type StockRoute } from './stock-routes.ts';

export interface StockMallRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
}

export interface StockMall {
  url: string;
  requests: StockMallRequest[];
  close(): Promise<void>;
}

/** Bodies of the login form are tiny; anything longer is not read. */
const MAX_BODY_BYTES = 16 * 1024;

function match(route: StockRoute, method: string, pathname: string): Record<string, string> | null {
  if (route.method !== method) return null;
  const want = route.pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = got[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  return params;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > MAX_BODY_BYTES) return {};
  }
  if (!text) return {};
  if (String(request.headers['content-type'] ?? '').includes('json')) {
    try {
      const parsed = JSON.parse(text) as unknown;
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** `routes` answer before the recorded ones: a test's own variant of the shop (e.g. contract-answers.ts). */
export async function startStockMall(options: { routes?: readonly StockRoute[] } = {}): Promise<StockMall> {
  const routes = [...(options.routes ?? []), ...STOCK_ROUTES];
  const session = { token: `stock-${randomBytes(12).toString('hex')}` };
  const requests: StockMallRequest[] = [];
  const server = createServer((request, response) => {
    const method = request.method ?? 'GET';
    requests.push({ method, url: request.url ?? '/', headers: { ...request.headers } });
    const url = new URL(request.url ?? '/', 'http://stock.test');
    const found = routes.map((route) => ({ route, params: match(route, method, url.pathname) })).find((entry) => entry.params);
    if (!found?.params) {
      request.resume();
      return sendShell(response);
    }
    const token = String(request.headers['x-token'] ?? '').replace(/^Bearer\s+/i, '') || undefined;
    const params = found.params;
    readBody(request).then(
      (body) => {
        const answer = found.route.handle({ params, query: url.searchParams, token, body }, session);
        if (answer instanceof RawAnswer) sendRaw(response, answer);
        else sendJson(response, answer);
      },
      () => sendShell(response),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
