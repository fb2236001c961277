// better-sqlite3's native addon compiled for another Node.js line. An addon is only ever used, or kept for the next
// run, once that runtime has loaded it: a cached addon built against the wrong headers is rebuilt, never used.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { nativeCacheFolder } from './native-cache.ts';
import { cleanNpmEnv, headersFor } from './runtime.ts';

export const ADDON = path.join('build', 'Release', 'better_sqlite3.node');

/** Whether `node` can load the addon at `file` (a wrong ABI fails with "compiled against a different Node.js version"). */
export function addonLoadsIn(node: string, file: string): boolean {
  if (!existsSync(file)) return false;
  const loaded = spawnSync(node, ['-e', 'process.dlopen({ exports: {} }, process.argv[1])', file], { stdio: 'ignore', timeout: 30_000 });
  return loaded.status === 0;
}

/** The cached addon at `cached` if `loads` accepts it; a rejected one is deleted so it is rebuilt. */
export function usableCachedAddon(cached: string, loads: (file: string) => boolean): string | undefined {
  if (!existsSync(cached)) return undefined;
  if (loads(cached)) return cached;
  console.log(`${path.basename(cached)} in the cache does not load: compiling it again`);
  rmSync(cached, { force: true });
  return undefined;
}

function sqliteVersionIn(repo: string): string {
  const manifest = path.join(repo, 'node_modules', 'better-sqlite3', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

function nodeGypScript(): string {
  const npm = execFileSync('sh', ['-c', 'readlink -f "$(command -v npm)"'], { encoding: 'utf8' }).trim();
  return path.join(path.dirname(path.dirname(npm)), 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
}

/** better-sqlite3 compiled for `node` (version `version`), from the cache when a loadable one is there. */
export function sqliteAddonFor(node: string, version: string, repo: string): string {
  const sqliteVersion = sqliteVersionIn(repo);
  const cached = path.join(nativeCacheFolder(), `better-sqlite3-${sqliteVersion}-node-${version}.node`);
  const loads = (file: string) => addonLoadsIn(node, file);
  const usable = usableCachedAddon(cached, loads);
  if (usable) return usable;

  const headers = headersFor(node, version);
  const work = path.join(nativeCacheFolder(), `build-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  cpSync(path.join(repo, 'node_modules', 'better-sqlite3'), work, { recursive: true });
  rmSync(path.join(work, 'build'), { recursive: true, force: true });
  console.log(`compiling better-sqlite3 ${sqliteVersion} for node ${version} (headers in ${headers})...`);
  const built = spawnSync(node, [nodeGypScript(), 'rebuild', '--release', `--nodedir=${headers}`], {
    cwd: work,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: cleanNpmEnv({ PATH: `${path.dirname(node)}:${process.env.PATH}`, npm_config_nodedir: headers }),
  });
  if (built.status !== 0) throw new Error(`better-sqlite3 did not compile for node ${version}`);
  const output = path.join(work, ADDON);
  if (!loads(output)) throw new Error(`better-sqlite3 compiled for node ${version} does not load in it`);
  mkdirSync(path.dirname(cached), { recursive: true });
  const partial = `${cached}.partial-${process.pid}`;
  copyFileSync(output, partial);
  renameSync(partial, cached);
  rmSync(work, { recursive: true, force: true });
  return cached;
}
