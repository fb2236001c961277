import { spawn, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startNginx } from './nginx-rig.ts';
import { waitUntilAnswering } from './child-processes.ts';
const n = startNginx('/tmp/prof/nginx', '/tmp/prof/rec', { mall: 18091, proxy: 18092 });
const env = {
  ...process.env,
  NODE_ENV: 'production',
  MALL_API_URL: 'http://127.0.0.1:18091',
  COOKIE_SECRET: 'bench-cookie-secret-that-is-long-enough-0123456789',
  LOG_LEVEL: process.env.LVL ?? 'info',
  UPSTREAM: 'http://127.0.0.1:18091',
};
const bff = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...env, PORT: '18093' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const bare = spawn(process.execPath, ['--import', 'tsx', 'test/bench/side-by-side/bare-proxy.ts'], {
  env: { ...env, PORT: '18094' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
await waitUntilAnswering('http://127.0.0.1:18093/api/pc/config');
await waitUntilAnswering('http://127.0.0.1:18094/api/pc/config');
const login = await fetch('http://127.0.0.1:18093/api/auth/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ account: '13800000001', password: 'Demo@2026', user_type: 'pc' }),
});
const cookie = login.headers
  .getSetCookie()
  .map((l) => l.split(';')[0])
  .join('; ');
const cpu = (pid: number) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};
const target = process.argv[2] ?? '/api/user/cart/count';
for (const [name, port, proc] of [
  ['bare', 18094, bare],
  ['bff', 18093, bff],
  ['bare', 18094, bare],
  ['bff', 18093, bff],
] as const) {
  execFileSync('wrk', ['-t', '1', '-c', '16', '-d', '2s', '-H', `Cookie: ${cookie}`, `http://127.0.0.1:${port}${target}`]);
  const before = cpu(proc.pid!);
  const out = execFileSync('wrk', [
    '-t',
    '1',
    '-c',
    '16',
    '-d',
    '5s',
    '-H',
    `Cookie: ${cookie}`,
    `http://127.0.0.1:${port}${target}`,
  ]).toString();
  const reqs = Number(/(\d+) requests in/.exec(out)![1]);
  const used = cpu(proc.pid!) - before;
  console.log(name, reqs, 'requests', ((used * 1000) / reqs).toFixed(1), 'µs CPU/request');
}
bff.kill();
bare.kill();
await n.stop();
