// Which test files touch what can differ between Node.js lines (docs/adr/0073): a child process or thread, a native
// addon, a raw socket or HTTP server. The scan follows a test file's imports through the test tree (helpers, kits)
// and one step into the product (a product module that itself imports child_process or a native addon); the product
// code beyond that is plain JavaScript the first runtime already runs.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Packages whose behaviour belongs to the runtime or to a compiled addon, by what they touch. */
const TOUCHES: Readonly<Record<string, string>> = {
  child_process: 'process',
  cluster: 'process',
  worker_threads: 'process',
  'better-sqlite3': 'native',
  '@napi-rs/canvas': 'native',
  net: 'socket',
  tls: 'socket',
  dgram: 'socket',
  http: 'socket',
  http2: 'socket',
  undici: 'socket',
};
/** Followed into the product only for these: every BFF test reaches undici and http through the server. */
const PRODUCT_TOUCHES = new Set(['process', 'native']);

const IMPORT = /\b(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const ALIASES: Readonly<Record<string, string>> = { '#server/': 'server', '#shared/': 'shared', '#web/': 'web' };

interface Imports {
  files: string[];
  packages: string[];
}

function resolveFile(candidate: string): string | undefined {
  for (const file of [candidate, `${candidate}.ts`, `${candidate}.tsx`, path.join(candidate, 'index.ts')]) {
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

function importsOf(root: string, file: string, cache: Map<string, Imports>): Imports {
  const known = cache.get(file);
  if (known) return known;
  const found: Imports = { files: [], packages: [] };
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (match[1]) continue; // `import type` loads nothing
    const specifier = match[2] ?? match[3] ?? '';
    const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
    if (specifier.startsWith('.') || alias) {
      const base = alias
        ? path.join(root, ALIASES[alias] as string, specifier.slice(alias.length))
        : path.resolve(path.dirname(file), specifier);
      const resolved = resolveFile(base);
      if (resolved) found.files.push(resolved);
    } else {
      const bare = specifier.replace(/^node:/, '');
      found.packages.push(bare.startsWith('@') ? bare.split('/').slice(0, 2).join('/') : (bare.split('/')[0] ?? bare));
    }
  }
  cache.set(file, found);
  return found;
}

/** A touch and where it comes from: `test/helpers/bff/process-group.ts → child_process`. */
export interface Touch {
  kind: string;
  via: string;
}

/** Every `*.test.ts` under `root/test`, as paths relative to `root` with forward slashes. */
export function testFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.test.ts')) found.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(path.join(root, 'test'));
  return found.sort();
}

/** What each test file under `root` touches (files that touch nothing are left out). */
export function runtimeTouches(root: string): Map<string, Touch[]> {
  const cache = new Map<string, Imports>();
  const testTree = path.join(root, 'test') + path.sep;
  const result = new Map<string, Touch[]>();
  for (const relative of testFiles(root)) {
    const touches: Touch[] = [];
    const note = (from: string, packages: string[], kinds?: Set<string>) => {
      for (const name of packages) {
        const kind = TOUCHES[name];
        if (kind && (!kinds || kinds.has(kind))) touches.push({ kind, via: `${path.relative(root, from)} → ${name}` });
      }
    };
    const start = path.join(root, relative);
    const seen = new Set([start]);
    const queue = [start];
    for (let file = queue.pop(); file; file = queue.pop()) {
      const { files, packages } = importsOf(root, file, cache);
      note(file, packages);
      for (const next of files) {
        if (!next.startsWith(testTree)) note(next, importsOf(root, next, cache).packages, PRODUCT_TOUCHES);
        else if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    if (touches.length > 0) result.set(relative, touches);
  }
  return result;
}
