// Every browser spec takes `test` from the worker's shop fixture (docs/adr/0040): Playwright's own `test` has no
// shop behind its baseURL, so a spec written with it would talk to nothing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const E2E = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../e2e');
const specs = readdirSync(E2E).filter((name) => name.endsWith('.spec.ts'));

describe('browser specs', () => {
  it('are found', () => {
    expect(specs.length).toBeGreaterThan(30);
  });

  it("import test from the shop fixture, never from '@playwright/test'", () => {
    const offenders = specs.filter((name) => {
      const text = readFileSync(path.join(E2E, name), 'utf8');
      const fromPlaywright = /import\s*\{([^}]*)\}\s*from\s*'@playwright\/test'/g;
      return [...text.matchAll(fromPlaywright)].some((match) => /(^|[\s,])test([\s,]|$)/.test(match[1] ?? ''));
    });
    expect(offenders).toEqual([]);
  });
});
