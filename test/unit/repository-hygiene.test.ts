// The repository speaks of itself: comments cite docs/ in this repository, tests can fail (no focused or
// skipped tests left behind), and no file reaches for the requirement sources kept outside the tree.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const SOURCE_DIRS = ['server', 'shared', 'web', 'test'];
const SKIP = new Set(['node_modules', 'dist', 'test-results', 'data']);

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else if (/\.(ts|tsx|css)$/.test(name)) out.push(path);
  }
  return out;
}

const files = SOURCE_DIRS.flatMap((dir) => filesUnder(join(ROOT, dir))).map((path) => ({
  path: relative(ROOT, path),
  text: readFileSync(path, 'utf8'),
}));

describe('repository hygiene', () => {
  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it('cites only documents that live in this repository', () => {
    const outside = /\bspec §|storefront-spec\.md|crmeb-api\.md|storefront-pages\.md|house-style\.md|shared\/(?:spec|reference)\//;
    const offenders = files.filter((file) => file.path !== 'test/unit/repository-hygiene.test.ts' && outside.test(file.text));
    expect(offenders.map((file) => file.path)).toEqual([]);
  });

  it('leaves no focused or skipped test behind', () => {
    const focused = /\b(?:it|test|describe)\.(?:only|skip)\(|\bfit\(|\bxit\(/;
    const offenders = files.filter(
      (file) => file.path.startsWith('test/') && file.path !== 'test/unit/repository-hygiene.test.ts' && focused.test(file.text),
    );
    expect(offenders.map((file) => file.path)).toEqual([]);
  });

  it('reaches shared/ from server and web through the #shared alias, never a relative climb', () => {
    const climbing = /from '(?:\.\.\/)+shared\//;
    const offenders = files.filter((file) => /^(server|web)\//.test(file.path) && climbing.test(file.text));
    expect(offenders.map((file) => file.path)).toEqual([]);
  });
});
