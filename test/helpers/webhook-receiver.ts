// A local webhook receiver for tests (docs/company-api.md §14.3): records every POST with its headers and raw
// body, answers with the status the test queues (200 once the queue is empty), and verifies signatures the way
// the documentation's snippet does.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** The verification of docs/company-api.md §14.3, word for word. */
export function verifyWebhook(secret: string, headers: IncomingHttpHeaders, rawBody: string, maxAgeSeconds = 300): boolean {
  const timestamp = String(headers['x-mall-timestamp'] ?? '');
  const signature = String(headers['x-mall-signature'] ?? '');
  if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > maxAgeSeconds) return false;
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
  const a = Buffer.from(signature);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function startWebhookReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  let otherwise = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answered = statuses.shift() ?? otherwise;
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), answered });
      response.writeHead(answered, { 'content-type': 'text/plain' }).end(answered === 200 ? 'ok' : 'fail');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    /** the next answers, in order (e.g. [500] fails the next delivery once) */
    answerWith: (...next: number[]) => statuses.push(...next),
    /** the answer once the queue is empty (200 at first) */
    answerOtherwise: (status: number) => {
      otherwise = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
