// `npm start`: serve the production build, building it first when there is none, so that
// `npm install && npm start` is all a newcomer types.
//
// Stopping: npm runs this file through a shell (`exec` in the script makes this process take the shell's place,
// so npm's SIGTERM or SIGINT reaches main()'s graceful shutdown). Should the process that started us disappear
// anyway (npm killed outright, a shell without exec), we are an orphan nobody will stop: we shut down as on
// SIGTERM instead of serving on. The build runs as a direct child, and a signal during the build stops it too.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './app.ts';
import { parseEnv } from './config/env.ts';
import { main } from './main.ts';

const ORPHAN_CHECK_MS = 250;

function stopWhenOrphaned(): void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    console.error(`The process that started the storefront (${parent}) is gone: shutting down.`);
    process.kill(process.pid, 'SIGTERM');
  }, ORPHAN_CHECK_MS);
  timer.unref();
}

/** The build folder from DIST_DIR; undefined when the configuration is invalid (main() then says why). */
function configuredDistDir(): string | undefined {
  try {
    return parseEnv(process.env).distDir;
  } catch {
    return undefined;
  }
}

/**
 * `vite build` into `distDir`, run by this node directly so that stopping us stops it. The folder reaches the build
 * through DIST_DIR, which vite.config.ts reads (vike's CLI refuses an `--outDir` option).
 */
async function build(distDir: string): Promise<void> {
  console.log(`No production build in ${distDir}/: building it first...`);
  const vite = path.join(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(process.execPath, [vite, 'build'], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: distDir },
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGTERM', forward);
  process.on('SIGINT', forward);
  const { code, signal } = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (exitCode, exitSignal) => resolve({ code: exitCode, signal: exitSignal })),
  );
  process.off('SIGTERM', forward);
  process.off('SIGINT', forward);
  if (signal) process.exit(1);
  if (code !== 0) process.exit(code ?? 1);
}

stopWhenOrphaned();
const distDir = configuredDistDir();
if (distDir !== undefined && !existsSync(path.resolve(PROJECT_ROOT, distDir, 'server', 'entry.mjs'))) await build(distDir);
await main({ dev: false });
