// Code a page owns sits beside it; code several pages use sits in web/features. So nothing outside
// web/pages imports from it, and a page imports nothing from another page's folder (route groups such as
// "(browse)" are not folders of their own: /store and /store/category are one page tree).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const WEB = path.join(ROOT, 'web');
const PAGES = path.join(WEB, 'pages');
const IMPORT = /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The absolute file an import names, or null for packages and #shared. */
function resolveImport(from: string, spec: string): string | null {
  if (spec.startsWith('#web/')) return path.join(WEB, spec.slice('#web/'.length));
  if (spec.startsWith('.')) return path.resolve(path.dirname(from), spec);
  return null;
}

/** Which page tree a file under web/pages belongs to: its first folder that is not a route group. */
function pageTreeOf(file: string): string {
  const parts = path.relative(PAGES, file).split(path.sep);
  const folders = parts.slice(0, -1).filter((part) => !/^\(.+\)$/.test(part));
  return folders[0] ?? '(root)';
}

const isUnder = (file: string, dir: string) => file.startsWith(`${dir}${path.sep}`);

function violations(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(WEB)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? '';
      const target = resolveImport(file, spec);
      if (!target || !isUnder(target, PAGES)) continue;
      const where = `${path.relative(ROOT, file)} → ${spec}`;
      if (!isUnder(file, PAGES)) found.push(`outside web/pages: ${where}`);
      else if (pageTreeOf(file) !== pageTreeOf(target)) found.push(`another page's folder: ${where}`);
    }
  }
  return found;
}

describe('web import boundaries', () => {
  it('reads the page tree of a file through route groups', () => {
    expect(pageTreeOf(path.join(PAGES, '(browse)/store/category/+Page.tsx'))).toBe('store');
    expect(pageTreeOf(path.join(PAGES, '(browse)/store/+data.ts'))).toBe('store');
    expect(pageTreeOf(path.join(PAGES, '(account)/user/balance/+Page.tsx'))).toBe('user');
    expect(pageTreeOf(path.join(PAGES, '(account)/+guard.ts'))).toBe('(root)');
  });

  it('finds the web sources it checks', () => {
    const files = sourceFiles(WEB);
    expect(files.some((file) => isUnder(file, PAGES))).toBe(true);
    expect(files.some((file) => isUnder(file, path.join(WEB, 'features')))).toBe(true);
  });

  it('has no import into web/pages from outside it, nor from one page into another', () => {
    expect(violations()).toEqual([]);
  });
});
