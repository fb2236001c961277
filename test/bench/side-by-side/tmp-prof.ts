import { spawn, execFileSync } from 'node:child_process';
import { startNginx } from './nginx-rig.ts';
import { waitUntilAnswering } from './child-processes.ts';
const n = startNginx('/tmp/prof/nginx', '/tmp/prof/rec', { mall: 18091, proxy: 18092 });
const target = process.argv[2] ?? '/api/user/cart/count';
const bff = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof/cpu', '--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: '18093',
    MALL_API_URL: 'http://127.0.0.1:18091',
    COOKIE_SECRET: 'bench-cookie-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: process.env.LVL ?? 'info',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
await waitUntilAnswering('http://127.0.0.1:18093/api/pc/config');
const login = await fetch('http://127.0.0.1:18093/api/auth/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ account: '13800000001', password: 'Demo@2026', user_type: 'pc' }),
});
const cookie = login.headers
  .getSetCookie()
  .map((l) => l.split(';')[0])
  .join('; ');
const out = execFileSync('wrk', [
  '-t',
  '1',
  '-c',
  '16',
  '-d',
  process.env.SECS ?? '15s',
  '-H',
  `Cookie: ${cookie}`,
  `http://127.0.0.1:18093${target}`,
]).toString();
console.log(
  out
    .split('\n')
    .filter((l) => /Req/.test(l))
    .join('\n'),
);
bff.kill('SIGINT');
await new Promise((r) => bff.once('exit', r));
await n.stop();
