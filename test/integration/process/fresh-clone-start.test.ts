// The newcomer's path, exactly as README's quick start says: the project's files in a fresh folder with no build,
// then `npm start`, which must build and serve. Other tests always build first, so only this one notices when
// building from `npm start` breaks. node_modules is hard-linked from this tree (the install itself is npm's business).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../helpers/bff/free-port.ts';
import { spawnGroup, StopWaiting, waitFor, type GroupProcess } from '../../helpers/bff/process-group.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** What a clone holds: the tracked files plus new ones not yet committed, never build output or ignored files. */
function projectFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  return listed.split('\0').filter((file) => file !== '' && existsSync(path.join(ROOT, file)));
}

function freshCopy(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'storefront-fresh-'));
  for (const file of projectFiles()) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    copyFileSync(path.join(ROOT, file), path.join(folder, file));
  }
  // Hard links, not a symbolic link: vike's build finds nothing to build when its own files live outside the project.
  execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(folder, 'node_modules')]);
  return folder;
}

/**
 * A newcomer's shell: none of the storefront's settings, and none of vitest's variables (vike's build turns itself
 * off when it sees VITEST, which no newcomer has).
 */
function newcomerEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(
    ([key]) => !key.startsWith('VITEST') && !['DIST_DIR', 'MALL_API_URL', 'NODE_ENV'].includes(key),
  );
  return { ...Object.fromEntries(inherited), ...settings };
}

async function statusOf(url: string): Promise<number> {
  return (await fetch(url).catch(() => null))?.status ?? 0;
}

describe('npm start on a fresh copy of the project', () => {
  let folder = '';
  let outside = '';
  let npm: GroupProcess | undefined;
  beforeAll(() => {
    folder = freshCopy();
  });
  afterAll(async () => {
    await npm?.kill('SIGKILL');
    if (folder) rmSync(folder, { recursive: true, force: true });
    if (outside) rmSync(outside, { recursive: true, force: true });
  });

  /** `npm start` in the copy with the newcomer's settings plus `settings`, until it serves its home page. */
  async function startServing(settings: Record<string, string>, logName: string): Promise<{ port: number; home: string }> {
    const port = await freePort();
    const env = newcomerEnv({ PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_MALL_DB: ':memory:', ...settings });
    const started = spawnGroup('npm', ['start'], { cwd: folder, env, logFile: path.join(folder, logName) });
    npm = started;
    const home = `http://127.0.0.1:${port}/`;
    await waitFor(
      async () => {
        if (!started.running()) throw new StopWaiting('npm start exited');
        return (await statusOf(home)) === 200;
      },
      200_000,
      () => `npm start (${JSON.stringify(settings)}) did not serve ${home}; its output:\n${started.log().slice(-3000)}`,
    );
    return { port, home };
  }

  it('builds the missing production bundle, then serves the home page and a product page', { timeout: 240_000 }, async () => {
    expect(existsSync(path.join(folder, 'dist')), 'the copy has no build').toBe(false);
    const { port, home } = await startServing({}, 'npm-start.log');
    expect(existsSync(path.join(folder, 'dist', 'server', 'entry.mjs')), 'npm start built into dist/').toBe(true);

    const html = await (await fetch(home)).text();
    const product = /href="(\/goods_detail\/\d+)"/.exec(html)?.[1];
    expect(product, 'the home page links a product').toBeDefined();
    expect(await statusOf(`http://127.0.0.1:${port}${product}`)).toBe(200);
  });

  // An operator keeping builds outside the checkout (DIST_DIR=/srv/...): the build's bare imports must still find
  // the project's packages (server/ssr/build-packages-link.ts).
  it('builds into a DIST_DIR outside the project and serves from it', { timeout: 240_000 }, async () => {
    await npm?.kill('SIGKILL');
    outside = mkdtempSync(path.join(tmpdir(), 'storefront-build-'));
    await startServing({ DIST_DIR: outside }, 'npm-start-outside.log');
    expect(existsSync(path.join(outside, 'server', 'entry.mjs')), 'npm start built into DIST_DIR').toBe(true);
  });
});
