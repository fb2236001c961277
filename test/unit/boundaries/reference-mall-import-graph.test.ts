// The reference mall's files import each other without a cycle, type-only imports included, and the company
// module's sub-folders declare what they use instead of reading the parent's options (docs/adr/0096): a reader
// answers "what does budgets need?" from the register function alone.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, parentImports } from './mall-import-graph.ts';

const MALL = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../demo-mall');
const graph = importGraph(MALL);

describe('the reference mall’s import graph', () => {
  it('is read from every source file', () => {
    expect(graph.get('company/index.ts')).toContain('company/members/index.ts');
    expect(graph.size).toBeGreaterThan(300);
  });

  it('has no import cycle, type-only imports included', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('has no file under company/*/ importing company/index.ts', () => {
    expect(parentImports(graph)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('find a reintroduced parent import and the cycle it makes', () => {
    const withParent = new Map(graph);
    withParent.set('company/budgets/budget-routes.ts', [...(graph.get('company/budgets/budget-routes.ts') ?? []), 'company/index.ts']);
    expect(parentImports(withParent)).toEqual(['company/budgets/budget-routes.ts → company/index.ts']);
    expect(importCycles(withParent).some((cycle) => cycle.includes('company/index.ts'))).toBe(true);
  });

  it('find a two-file cycle and a file importing itself, and nothing in a chain', () => {
    const made = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts', 'c.ts']],
      ['c.ts', ['d.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ]);
    expect(importCycles(made)).toEqual([['a.ts', 'b.ts'], ['e.ts']]);
    expect(
      importCycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([]);
  });
});
