// The rule modules of shared/ (`*-rules.ts`: limits, messages and the checks themselves) import no validation library,
// directly or through what they import: the browser's forms check with them, and zod alone would add about 25 KB gzip
// to a page (test/unit/web-routes/route-script-budget.test.ts). The BFF's zod schemas (shared/schemas/) apply the same
// rules to request bodies. This test follows each rule module's relative imports and names any that reach zod.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SHARED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared');
const IMPORTS = /^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/gm;

function ruleModules(folder = SHARED): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return ruleModules(file);
    return entry.name.endsWith('-rules.ts') ? [file] : [];
  });
}

/** The chain of files from `file` to a zod import, or null. */
function pathToZod(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const [, target = ''] of readFileSync(file, 'utf8').matchAll(IMPORTS)) {
    if (target === 'zod' || target.startsWith('zod/')) return [file];
    const local = target.startsWith('#shared/')
      ? path.join(SHARED, target.slice('#shared/'.length))
      : target.startsWith('.')
        ? path.resolve(path.dirname(file), target)
        : null;
    const chain = local ? pathToZod(local, seen) : null;
    if (chain) return [file, ...chain];
  }
  return null;
}

describe('shared rule modules', () => {
  it('reach no zod, so a form that checks with them loads no validation library', () => {
    const modules = ruleModules();
    expect(modules.map((file) => path.basename(file))).toEqual(expect.arrayContaining(['receipt-rules.ts', 'refund-rules.ts']));
    const reaching = modules
      .map((file) => pathToZod(file))
      .filter((chain): chain is string[] => chain !== null)
      .map((chain) => chain.map((file) => path.relative(SHARED, file)).join(' → '));
    expect(reaching).toEqual([]);
  });

  it('would name a rule module that imports zod', () => {
    const schemas = path.join(SHARED, 'schemas/refund-schemas.ts');
    expect(pathToZod(schemas)?.map((file) => path.basename(file))).toEqual(['refund-schemas.ts']);
  });
});
