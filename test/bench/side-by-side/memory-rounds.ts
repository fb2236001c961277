// Does the BFF's memory stay flat under load? Two rounds of the same mixed requests (guest and buyer API reads,
// a POST, guest and buyer pages, product pages with changing ids so caches see many keys), the BFF's resident
// memory read from /proc after each. Caches are bounded (entries and bytes), so round two should end where round
// one did; a leak shows as round two adding about as much as round one.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'undici';

export interface MemoryRounds {
  startMb: number;
  afterRoundsMb: number[];
  requestsPerRound: number;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

interface Target {
  path: (i: number) => string;
  cookie?: string;
  json?: string;
}

export async function memoryRounds(
  origin: string,
  pid: number,
  options: { cookie: string; cartLine: string; requestsPerRound: number; concurrency: number },
): Promise<MemoryRounds> {
  const targets: Target[] = [
    { path: () => '/api/pc/config' },
    { path: () => '/api/user/cart/count', cookie: options.cookie },
    { path: () => '/api/user/cart/create', cookie: options.cookie, json: options.cartLine },
    { path: () => '/' },
    { path: () => '/', cookie: options.cookie },
    // many keys: query strings the page cache keys on
    { path: (i) => `/goods_detail/1?from=${i % 5000}` },
    { path: (i) => `/api/pc/config?v=${i % 5000}` },
  ];
  const dispatcher = new Agent({ connections: options.concurrency, pipelining: 1 });
  const one = async (i: number) => {
    const target = targets[i % targets.length]!;
    const headers: Record<string, string> = {};
    if (target.cookie) headers.cookie = target.cookie;
    if (target.json) headers['content-type'] = 'application/json';
    const answer = await request(`${origin}${target.path(i)}`, {
      method: target.json ? 'POST' : 'GET',
      headers,
      body: target.json,
      dispatcher,
    });
    await answer.body.arrayBuffer();
  };
  const round = async (offset: number) => {
    let next = 0;
    const worker = async () => {
      while (next < options.requestsPerRound) {
        const i = next;
        next += 1;
        await one(offset + i);
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
  };
  try {
    await round(0);
    const startMb = rssMb(pid);
    const afterRoundsMb: number[] = [];
    for (let r = 1; r <= 2; r += 1) {
      await round(r * options.requestsPerRound);
      afterRoundsMb.push(rssMb(pid));
    }
    return { startMb, afterRoundsMb, requestsPerRound: options.requestsPerRound };
  } finally {
    await dispatcher.close();
  }
}
