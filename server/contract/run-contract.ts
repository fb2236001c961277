// Asks a backend every call of the contract table, one after another, through the BFF's own upstream client
// (its timeouts, size cap and error mapping), and judges each answer. Read-only but for the optional login and
// the opt-in cart probe (cart-probe.ts).
import pino from 'pino';
import { callMall } from '../upstream/call-mall.ts';
import { capJsonAnswers } from '../upstream/answer-size-cap.ts';
import { createUpstreamClient, type UpstreamClient } from '../upstream/upstream-client.ts';
import { runCartProbe } from './cart-probe.ts';
import { classifyAnswer, type Outcome } from './classify-answer.ts';
import { CONTRACT_CALLS, placeholdersOf, type ContractCall, type FoundIds } from './contract-calls.ts';

export interface ContractOptions {
  mallUrl: string;
  account?: { phone: string; password: string };
  /** per call: connect, headers and idle body time */
  timeoutMs: number;
  /** the most bytes of one answer that are read */
  maxAnswerBytes: number;
  calls?: readonly ContractCall[];
  /** with an account: add one buy-now cart line, price it with order/check and remove it */
  cartProbe?: boolean;
}

export type Verdict = 'ok' | 'falls back' | 'fails' | 'not checked';

export interface ContractResult {
  call: ContractCall;
  /** the URL as asked, ids filled in */
  url: string;
  outcome: Outcome | { kind: 'skipped'; how: string };
  verdict: Verdict;
  /** lines for under the table (the switches of /api/config) */
  report?: string[];
}

function verdictOf(call: ContractCall, outcome: ContractResult['outcome']): Verdict {
  if (outcome.kind === 'ok') return 'ok';
  if (outcome.kind === 'skipped') return 'not checked';
  if (outcome.kind === 'missing' && call.fallback) return 'falls back';
  return 'fails';
}

function fillIds(url: string, found: FoundIds): string | null {
  let filled = url;
  for (const name of placeholdersOf(url)) {
    const id = found[name];
    if (id === undefined) return null;
    filled = filled.replace(`{${name}}`, String(id));
  }
  return filled;
}

async function ask(client: UpstreamClient, call: ContractCall, url: string, token: string | undefined, body?: string) {
  return callMall(client, {
    method: call.method,
    url,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
    },
    ...(body === undefined ? {} : { body }),
    token,
    reqId: 'contract-check',
    clientIp: '127.0.0.1',
    protocol: 'https',
    host: undefined,
  });
}

export async function runContract(options: ContractOptions): Promise<ContractResult[]> {
  const client = createUpstreamClient({
    baseUrl: options.mallUrl,
    timeoutMs: options.timeoutMs,
    logger: pino({ level: 'silent' }),
    uploadConnections: 1,
  });
  capJsonAnswers(client, options.maxAnswerBytes);
  const found: FoundIds = {};
  let token: string | undefined;
  const results: ContractResult[] = [];
  try {
    for (const call of options.calls ?? CONTRACT_CALLS) {
      if (call.account && !options.account) continue;
      const url = fillIds(call.url, found);
      if (url === null) {
        const outcome = {
          kind: 'skipped' as const,
          how: `no ${placeholdersOf(call.url).join(', ')} id: the list before it was empty or failed`,
        };
        results.push({ call, url: call.url, outcome, verdict: verdictOf(call, outcome) });
        continue;
      }
      if (call.account === 'user' && !token) {
        const outcome = { kind: 'skipped' as const, how: 'no login' };
        results.push({ call, url, outcome, verdict: 'fails' });
        continue;
      }
      const loginBody =
        call.account === 'login' && options.account
          ? JSON.stringify({ account: options.account.phone, password: options.account.password })
          : undefined;
      const outcome = classifyAnswer(call, await ask(client, call, url, call.account === 'user' ? token : undefined, loginBody));
      if (outcome.kind === 'ok') {
        Object.assign(found, withoutEmpty(call.finds?.(outcome.data) ?? {}));
        // The login's token stays in this process: it is sent to the backend, never printed.
        if (call.account === 'login') token = String((outcome.data as { token?: unknown }).token);
        const report = call.report?.(outcome.data);
        results.push({ call, url, outcome: { ...outcome, data: undefined }, verdict: 'ok', ...(report?.length ? { report } : {}) });
      } else {
        results.push({ call, url, outcome, verdict: verdictOf(call, outcome) });
      }
    }
    if (options.cartProbe && options.account) {
      const userToken = token;
      const send = async (call: ContractCall, body: object) =>
        userToken
          ? classifyAnswer(call, await ask(client, call, call.url, userToken, JSON.stringify(body)))
          : ({ kind: 'error', how: 'no login' } as const);
      for (const step of await runCartProbe(send, found)) {
        const outcome = step.outcome.kind === 'ok' ? { ...step.outcome, data: undefined } : step.outcome;
        results.push({ call: step.call, url: step.call.url, outcome, verdict: verdictOf(step.call, step.outcome) });
      }
    }
  } finally {
    await client.close();
  }
  return results;
}

function withoutEmpty(ids: FoundIds): FoundIds {
  return Object.fromEntries(Object.entries(ids).filter(([, value]) => value !== undefined)) as FoundIds;
}
