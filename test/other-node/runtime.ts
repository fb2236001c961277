// Another Node.js line from the npm registry (`npx node@N`), and its C headers kept in a folder of our own: npx
// re-installs its cache folder on a later call and prunes the headers package it placed beside the binary.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { nativeCacheFolder } from './native-cache.ts';

/** The second runtime the suites (and the bench's runtime figures) use: the newest LTS line (docs/adr/0031). */
export const SECOND_RUNTIME_MAJOR = 26;

/** The binary of the newest release of a major line, from the npm registry's `node` package. */
export function nodeOf(major: number): string {
  const output = execFileSync('npx', ['-y', `node@${major}`, '-p', 'process.execPath'], { encoding: 'utf8', env: cleanNpmEnv() });
  const binary = output.trim().split('\n').pop() ?? '';
  if (!existsSync(binary)) throw new Error(`npx node@${major} gave no binary (${output})`);
  return binary;
}

export function versionOf(node: string): string {
  return execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
}

const hasHeaders = (folder: string) => existsSync(path.join(folder, 'include', 'node', 'node.h'));

/**
 * A folder holding include/node for `version`, kept in the native cache where no later npx call can remove it. The
 * headers come from beside `node` when npx left them there (its own prefix, or the platform package the npm `node`
 * package installs), otherwise from that platform package fetched from the registry (`npm pack`, about 55 MB).
 */
export function headersFor(node: string, version: string): string {
  const kept = path.join(nativeCacheFolder(), `headers-${version}`);
  if (hasHeaders(kept)) return kept;
  const prefix = path.dirname(path.dirname(node));
  const platformPackage = `node-${process.platform}-${process.arch}`;
  const beside = [prefix, path.join(prefix, 'node_modules', platformPackage)].find(hasHeaders);
  // Unpacked under a temporary name first, so an interrupted copy is never taken for a complete one.
  const partial = `${kept}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  if (beside) cpSync(path.join(beside, 'include'), path.join(partial, 'include'), { recursive: true });
  else unpackHeaders(`${platformPackage}@${version.replace(/^v/, '')}`, partial);
  if (!hasHeaders(partial)) throw new Error(`no Node.js headers for ${version} beside ${node} or in the registry`);
  rmSync(kept, { recursive: true, force: true });
  renameSync(partial, kept);
  return kept;
}

/** The include/ folder of a registry package (the `node` platform packages carry the headers) unpacked into `into`. */
function unpackHeaders(spec: string, into: string): void {
  console.log(`fetching the headers of ${spec} from the registry...`);
  const packed = execFileSync('npm', ['pack', spec, '--pack-destination', into, '--silent'], { encoding: 'utf8', env: cleanNpmEnv() });
  const tarball = path.join(into, packed.trim().split('\n').pop() ?? '');
  execFileSync('tar', ['-xzf', tarball, '-C', into, '--strip-components=1', 'package/include']);
  rmSync(tarball, { force: true });
}

/**
 * The environment without npm's `npm_config_*` settings. npm hands its configuration to every script (this machine's
 * npmrc sets `nodedir=/usr`, Node 20's headers), and node-gyp obeys those over its own command-line options.
 */
export function cleanNpmEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const kept = Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_config_'));
  return { ...Object.fromEntries(kept), ...extra };
}
