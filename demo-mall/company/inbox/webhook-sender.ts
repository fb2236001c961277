// One webhook POST (docs/adr/0050): pinned to the checked address, a time limit for the whole exchange, and at
// most a few KB of the answer read (the rest is dropped). Answers the HTTP status or the reason it failed; it
// never throws, and it runs in the delivery worker, never inside the request that caused the event.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolveTarget } from './outbound-guard.ts';

export interface SendOptions {
  allowInternal: boolean;
  timeoutMs: number;
  /** bytes of the answer kept for the log */
  maxAnswerBytes: number;
}

export type SendResult = { status: number; error: string };

export async function sendWebhook(url: URL, headers: Record<string, string>, body: string, options: SendOptions): Promise<SendResult> {
  const target = await resolveTarget(url, options.allowInternal);
  if (!target.ok) return { status: 0, error: target.reason };
  const pinned: LookupFunction = (_host, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: pinned,
        headers: { ...headers, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          kept += chunk.length;
          if (kept > options.maxAnswerBytes) response.destroy();
        });
        const status = response.statusCode ?? 0;
        const done = () => finish({ status, error: status >= 200 && status < 300 ? '' : `HTTP ${status}` });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ status: 0, error: `超时（${Math.round(options.timeoutMs / 1000)} 秒内无应答）` });
    }, options.timeoutMs);
    request.on('error', (error) => finish({ status: 0, error: error.message.slice(0, 200) }));
    request.end(body);
  });
}
