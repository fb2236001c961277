// One world of the scale bench: the demo mall as its own process (profiled: statement times and event-loop blocks,
// asked over its IPC channel) and a storefront in front of it, both on loopback, both stopped at the end.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../../server/app.ts';
import type { ProfileAnswer } from '../../../demo-mall/profile-channel.ts';
import { freePort, type Started, startProcess, waitUntilAnswering } from '../side-by-side/child-processes.ts';

const COOKIE_SECRET = 'bench-cookie-secret-that-is-long-enough-0123456789';

export interface World {
  name: string;
  storefront: string;
  mallPid: number;
  storefrontPid: number;
  profile(reset: boolean): Promise<ProfileAnswer>;
  stop(): Promise<void>;
}

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

async function startMall(database: string): Promise<{ child: ChildProcess; url: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, MALL_HOST: '127.0.0.1', MALL_PORT: '0', DEMO_MALL_DB: database, DEMO_MALL_PROFILE: '1' };
  delete env.DEMO_MALL_SEED;
  delete env.NODE_ENV;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'demo-mall/main.ts')], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  // its warnings (the open demo doors) would drown the table: kept, and shown only when it fails to start
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const [message] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(() => {
      throw new Error(`the demo mall on ${database} exited while starting:\n${errors}`);
    }),
  ])) as [{ kind: string; url?: string; message?: string }];
  if (message.kind !== 'ready' || !message.url)
    throw new Error(`the demo mall on ${database} did not start: ${message.message ?? message.kind}\n${errors}`);
  return { child, url: message.url };
}

export async function startWorld(name: string, database: string, dist: string): Promise<World> {
  const mall = await startMall(database);
  const port = await freePort();
  const storefront: Started = startProcess(
    `storefront (${name})`,
    process.execPath,
    ['--import', 'tsx', path.join(PROJECT_ROOT, 'server/main.ts')],
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      MALL_API_URL: mall.url,
      COOKIE_SECRET,
      LOG_LEVEL: 'warn',
      DIST_DIR: dist,
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${origin}/api/pc/config`, 120_000);
  return {
    name,
    storefront: origin,
    mallPid: mall.child.pid ?? 0,
    storefrontPid: storefront.child.pid ?? 0,
    async profile(reset) {
      const answer = once(mall.child, 'message') as Promise<[ProfileAnswer]>;
      mall.child.send({ kind: 'profile', reset });
      return (await answer)[0];
    },
    async stop() {
      await storefront.stop();
      mall.child.kill('SIGTERM');
      if (mall.child.exitCode === null) await once(mall.child, 'exit');
    },
  };
}

/** 13800000002 signed in through the storefront and buying as 企业: the cookie header the pages are asked with. */
export async function companyCookie(origin: string): Promise<string> {
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const text of response.headers.getSetCookie()) {
      const [pair = ''] = text.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const header = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: '13800000002', password: 'Demo@2026', user_type: 'pc' }),
  });
  keep(login);
  if (cookies.size === 0) throw new Error(`no login cookie: HTTP ${login.status} ${await login.text()}`);
  const entity = await fetch(`${origin}/bff/entity`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: header() },
    body: JSON.stringify({ entity: 'COMPANY' }),
  });
  keep(entity);
  if (entity.status !== 200) throw new Error(`the entity switch answered HTTP ${entity.status}`);
  return header();
}
