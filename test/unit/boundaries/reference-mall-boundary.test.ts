// The reference mall (demo-mall/) and the storefront meet only over HTTP (docs/adr/0033): the storefront starts
// the mall's process and reads its ready message, nothing more; the mall reaches into neither server/ nor web/;
// the packages only the mall needs (package.json demoMallDependencies) are imported by the mall alone.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The one storefront file that starts the mall (its entry and the shape of its ready message). */
const STARTER = 'server/boot/mall-process.ts';

function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name)) found.push(child);
    }
  };
  walk(folder);
  return found;
}

/** Every module specifier a file names: static and dynamic imports, re-exports, `new URL('…', import.meta.url)`. */
function specifiersOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const patterns = [
    /\bfrom\s+['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]/g,
    /\bimport\s+['"]([^'"]+)['"]/g,
    /new URL\(\s*['"]([^'"]+)['"]/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] ?? ''));
}

/** The top folder a specifier lands in (relative paths resolved, #aliases read), or the package name. */
function targetOf(file: string, specifier: string): { folder?: string; pkg?: string } {
  if (specifier.startsWith('.')) {
    const resolved = path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), specifier));
    return { folder: resolved.split(path.sep)[0] };
  }
  if (specifier.startsWith('#')) return { folder: specifier.slice(1).split('/')[0] };
  if (specifier.startsWith('node:')) return {};
  const parts = specifier.split('/');
  return { pkg: specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0] };
}

/**
 * The shared modules both sides read as the API's contract (docs/adr/0033): money, the company roles and the
 * route→permission table, the remittance codes' format (ADR 0036), the demo door table, the company API's rule
 * files (quick order, reorder lists, approvals, members, PO/cost centre, statements, finance: limits, states and
 * documented messages; the inbox's event kinds; 采购分析's period and dimensions; 开放接口's scopes), the national credit-code check and the unit price. Requests are checked by each side's own
 * code: the mall never imports the storefront's schemas (shared/schemas/). A path ending in '/' allows its folder.
 */
const SHARED_CONTRACT = [
  'shared/money.ts',
  'shared/money-capitals.ts',
  'shared/company/company-roles.ts',
  'shared/company/company-route-permissions.ts',
  'shared/company/remittance-codes.ts',
  'shared/demo-doors/',
  'shared/quick-order/',
  'shared/company/reorder-list-rules.ts',
  'shared/company/approval-rules.ts',
  'shared/company/company-member-rules.ts',
  'shared/company/credit-code.ts',
  'shared/company/purchase-ref-rules.ts',
  'shared/company/statement-rules.ts',
  'shared/company/acceptance-rules.ts',
  'shared/company/finance-rules.ts',
  'shared/company/quote-rules.ts',
  'shared/pricing/unit-price.ts',
  'shared/pricing/agreement-price.ts',
  'shared/company/agreement-price-rules.ts',
  'shared/company/org-rules.ts',
  'shared/company/statement-invoice-rules.ts',
  'shared/company/member-event-kinds.ts',
  'shared/company/replenishment-rules.ts',
  'shared/company/spend-rules.ts',
  'shared/company/unit-data-rules.ts',
  'shared/company/open-client-scopes.ts',
];
/** The shared/ file a mall specifier names (through #shared/* or a relative path), or null. */
function sharedPathOf(file: string, specifier: string): string | null {
  if (specifier.startsWith('#shared/')) return specifier.slice(1);
  if (!specifier.startsWith('.')) return null;
  const resolved = path
    .relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), specifier))
    .split(path.sep)
    .join('/');
  return resolved.startsWith('shared/') ? resolved : null;
}

const inContract = (shared: string) =>
  SHARED_CONTRACT.some((allowed) => (allowed.endsWith('/') ? shared.startsWith(allowed) : shared === allowed));
const sharedImportsOf = (file: string) =>
  specifiersOf(file)
    .map((specifier) => sharedPathOf(file, specifier))
    .filter((shared): shared is string => shared !== null);

const MALL_FILES = sourceFiles('demo-mall');
const STOREFRONT_FILES = ['server', 'web', 'shared'].flatMap(sourceFiles);
const MANIFEST = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  demoMallDependencies: string[];
};
const MALL_ONLY_PACKAGES = MANIFEST.demoMallDependencies;

describe('the reference mall and the storefront', () => {
  it('the scan sees both sides', () => {
    expect(MALL_FILES.length).toBeGreaterThan(100);
    expect(STOREFRONT_FILES.length).toBeGreaterThan(100);
    expect(specifiersOf(STARTER).map((specifier) => targetOf(STARTER, specifier).folder)).toContain('demo-mall');
  });

  it('the mall imports nothing from server/ or web/', () => {
    const reaching = MALL_FILES.flatMap((file) =>
      specifiersOf(file)
        .filter((specifier) => ['server', 'web'].includes(targetOf(file, specifier).folder ?? ''))
        .map((specifier) => `${file} → ${specifier}`),
    );
    expect(reaching).toEqual([]);
  });

  it('only the starter in server/boot names the mall; web/ and shared/ never do', () => {
    const reaching = STOREFRONT_FILES.filter((file) => file !== STARTER).flatMap((file) =>
      specifiersOf(file)
        .filter((specifier) => targetOf(file, specifier).folder === 'demo-mall')
        .map((specifier) => `${file} → ${specifier}`),
    );
    expect(reaching).toEqual([]);
  });

  it("the mall's own packages are installed dependencies, imported by the mall alone, and each by the mall", () => {
    for (const pkg of MALL_ONLY_PACKAGES) expect(MANIFEST.dependencies, pkg).toHaveProperty([pkg]);
    const storefrontUses = STOREFRONT_FILES.flatMap((file) =>
      specifiersOf(file)
        .map((specifier) => targetOf(file, specifier).pkg)
        .filter((pkg): pkg is string => pkg !== undefined && MALL_ONLY_PACKAGES.includes(pkg))
        .map((pkg) => `${file} → ${pkg}`),
    );
    expect(storefrontUses).toEqual([]);
    const mallText = MALL_FILES.map((file) => readFileSync(path.join(ROOT, file), 'utf8')).join('\n');
    // Two packages are found by name on disk (fonts, the region tree), not imported: their name is still written.
    for (const pkg of MALL_ONLY_PACKAGES) expect(mallText, pkg).toContain(`'${pkg}`);
  });

  it("the mall imports of shared/ only the contract, never the storefront's request schemas", () => {
    const outside = MALL_FILES.flatMap((file) =>
      sharedImportsOf(file)
        .filter((shared) => !inContract(shared))
        .map((shared) => `${file} → ${shared}`),
    );
    expect(outside).toEqual([]);
  });
});
