// The unit and integration suites on a second Node.js line (22 LTS) beside the machine's own: `npm test` runs
// them through here after the main run. The other runtime comes from the npm registry (`npx node@22`, which ships
// its headers too); the repository is mirrored into a temporary folder with hard links, except better-sqlite3,
// whose native addon is compiled there for that runtime (about a minute and a half; the result is kept for the
// next run). Nothing in the working tree changes.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SKIPPED = new Set(['.git', 'node_modules', 'test-results', 'playwright-report', 'coverage', 'data']);
const ADDON = path.join('build', 'Release', 'better_sqlite3.node');

export interface OtherNode {
  /** the node binary */
  node: string;
  version: string;
  /** the mirror of the repository the suites run in */
  mirror: string;
}

/** The binary of the newest release of a major line, from the npm registry's `node` package. */
export function nodeOf(major: number): string {
  const output = execFileSync('npx', ['-y', `node@${major}`, '-p', 'process.execPath'], { encoding: 'utf8' });
  const binary = output.trim().split('\n').pop() ?? '';
  if (!existsSync(binary)) throw new Error(`npx node@${major} gave no binary (${output})`);
  return binary;
}

/** The folder holding include/node for `node`: its own prefix, or the platform package the npm `node` package installs. */
function headersOf(node: string): string {
  const prefix = path.dirname(path.dirname(node));
  const candidates = [prefix, path.join(prefix, 'node_modules', `node-${process.platform}-${process.arch}`)];
  const found = candidates.find((folder) => existsSync(path.join(folder, 'include', 'node', 'node.h')));
  if (!found) throw new Error(`no Node.js headers next to ${node}`);
  return found;
}

/** better-sqlite3 compiled for `node` (its folder's include/ holds the headers node-gyp needs). */
function addonFor(node: string, version: string, repo: string): string {
  const sqliteVersion = (
    JSON.parse(readFileSync(path.join(repo, 'node_modules/better-sqlite3/package.json'), 'utf8')) as { version: string }
  ).version;
  const cached = path.join(tmpdir(), 'storefront-native', `better-sqlite3-${sqliteVersion}-node-${version}.node`);
  if (existsSync(cached)) return cached;
  const work = path.join(tmpdir(), 'storefront-native', `build-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  cpSync(path.join(repo, 'node_modules/better-sqlite3'), work, { recursive: true });
  const npmFolder = path.dirname(path.dirname(execFileSync('sh', ['-c', 'readlink -f "$(command -v npm)"'], { encoding: 'utf8' }).trim()));
  const gyp = path.join(npmFolder, 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
  const nodeDir = headersOf(node);
  console.log(`compiling better-sqlite3 ${sqliteVersion} for node ${version}...`);
  const built = spawnSync(node, [gyp, 'rebuild', '--release', `--nodedir=${nodeDir}`], {
    cwd: work,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PATH: `${path.dirname(node)}:${process.env.PATH}` },
  });
  if (built.status !== 0) throw new Error(`better-sqlite3 did not compile for node ${version}`);
  mkdirSync(path.dirname(cached), { recursive: true });
  copyFileSync(path.join(work, ADDON), cached);
  rmSync(work, { recursive: true, force: true });
  return cached;
}

/** A hard-linked mirror of the repository whose better-sqlite3 is a real copy holding the addon for `node`. */
function mirrorFor(repo: string, version: string, addon: string): string {
  const key = createHash('sha1').update(repo).digest('hex').slice(0, 8);
  const mirror = path.join(tmpdir(), `storefront-node-${version}-${key}`);
  rmSync(mirror, { recursive: true, force: true });
  mkdirSync(mirror, { recursive: true });
  for (const entry of readdirSync(repo)) {
    if (SKIPPED.has(entry)) continue;
    execFileSync('cp', ['-al', path.join(repo, entry), path.join(mirror, entry)]);
  }
  execFileSync('cp', ['-al', path.join(repo, 'node_modules'), path.join(mirror, 'node_modules')]);
  const sqlite = path.join(mirror, 'node_modules', 'better-sqlite3');
  rmSync(sqlite, { recursive: true, force: true });
  cpSync(path.join(repo, 'node_modules', 'better-sqlite3'), sqlite, { recursive: true });
  rmSync(path.join(sqlite, ADDON), { force: true });
  copyFileSync(addon, path.join(sqlite, ADDON));
  return mirror;
}

export function prepareOtherNode(major: number, repo: string): OtherNode {
  const node = nodeOf(major);
  const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  const addon = addonFor(node, version, repo);
  return { node, version, mirror: mirrorFor(repo, version, addon) };
}

/** Runs vitest in the mirror with `node` first on PATH (child processes such as `npm start` use it too). */
export function runVitestOn(other: OtherNode, reportFile: string): boolean {
  const vitest = path.join(other.mirror, 'node_modules', 'vitest', 'vitest.mjs');
  const result = spawnSync(other.node, [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`], {
    cwd: other.mirror,
    stdio: 'inherit',
    env: { ...process.env, PATH: `${path.dirname(other.node)}:${process.env.PATH}` },
  });
  return result.status === 0;
}

export function removeMirror(other: OtherNode): void {
  rmSync(other.mirror, { recursive: true, force: true });
}
