// The unit and integration suites on a second Node.js line beside the machine's own: `npm test` runs the files that
// can differ between runtimes (other-node/second-runtime-files.ts, docs/adr/0073) through here after the main run. The other runtime comes from the npm registry (other-node/runtime.ts: `npx node@N`, its
// headers kept apart); the repository is mirrored into a temporary folder with hard links, except better-sqlite3,
// whose native addon is compiled for that runtime (other-node/sqlite-addon.ts: about two minutes; kept for the next
// run once that runtime has loaded it). Nothing in the working tree changes.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nodeOf, versionOf } from './other-node/runtime.ts';
import { ADDON, sqliteAddonFor } from './other-node/sqlite-addon.ts';

// .git comes along (hard-linked, only read): the fresh-copy test lists the project's files with git.
const SKIPPED = new Set(['node_modules', 'test-results', 'playwright-report', 'coverage', 'data']);

export interface OtherNode {
  /** the node binary */
  node: string;
  version: string;
  /** the mirror of the repository the suites run in */
  mirror: string;
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
  const version = versionOf(node);
  const addon = sqliteAddonFor(node, version, repo);
  return { node, version, mirror: mirrorFor(repo, version, addon) };
}

/**
 * Runs vitest in the mirror with `node` first on PATH (child processes such as `npm start` use it too): the given
 * test files (repository-relative), or every file when none are given.
 */
export function runVitestOn(other: OtherNode, reportFile: string, files: readonly string[] = []): boolean {
  const vitest = path.join(other.mirror, 'node_modules', 'vitest', 'vitest.mjs');
  const args = [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...files];
  const result = spawnSync(other.node, args, {
    cwd: other.mirror,
    stdio: 'inherit',
    env: { ...process.env, PATH: `${path.dirname(other.node)}:${process.env.PATH}` },
  });
  return result.status === 0;
}

export function removeMirror(other: OtherNode): void {
  rmSync(other.mirror, { recursive: true, force: true });
}
