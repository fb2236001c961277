// The reference mall's modules meet through ports owned by the module that needs them (demo-mall/README.md), so
// its top-level folders import each other in one direction only. A cycle between two folders means one module
// reaches into the other's internals instead of asking a port; this test names the cycle and the imports behind it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MALL = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../demo-mall');
const MODULES = ['accounts', 'after-sales', 'catalogue', 'company', 'core', 'db', 'platform', 'settlement', 'shopping', 'trade', 'doors'];

/** Folder-level graph: folder → folder it imports → the imports that make the edge ("file → specifier"). */
type FolderGraph = Map<string, Map<string, string[]>>;

function mallFiles(): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(MALL, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (/\.(ts|mts)$/.test(entry.name)) found.push(child);
    }
  };
  walk('');
  return found;
}

/** Relative specifiers of a file: static and dynamic imports, re-exports, type imports alike. */
function relativeSpecifiers(text: string): string[] {
  const patterns = [/\bfrom\s+['"](\.[^'"]+)['"]/g, /\bimport\s*\(\s*['"](\.[^'"]+)['"]/g, /\bimport\s+['"](\.[^'"]+)['"]/g];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] ?? ''));
}

/** The graph between top-level folders; files at the mall's root (app.ts, main.ts) are the composition, not a module. */
function folderGraph(): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const file of mallFiles()) {
    const from = file.split('/')[0] ?? '';
    if (!file.includes('/')) continue;
    for (const specifier of relativeSpecifiers(readFileSync(path.join(MALL, file), 'utf8'))) {
      const target = path.relative(MALL, path.resolve(path.dirname(path.join(MALL, file)), specifier)).split(path.sep);
      const to = target[0] ?? '';
      if (target.length < 2 || to === from || to === '..') continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, edges);
      edges.set(to, [...(edges.get(to) ?? []), `${file} → ${specifier}`]);
    }
  }
  return graph;
}

/** The first cycle a depth-first walk meets, as folders from its start back to it; null when there is none. */
function findCycle(edges: ReadonlyMap<string, Iterable<string>>): string[] | null {
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (node: string): string[] | null => {
    const open = onPath.indexOf(node);
    if (open >= 0) return [...onPath.slice(open), node];
    if (done.has(node)) return null;
    onPath.push(node);
    for (const next of edges.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    onPath.pop();
    done.add(node);
    return null;
  };
  for (const node of [...edges.keys()].sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

/** The cycle written out with the imports behind each step, for the failure message. */
function describeCycle(graph: FolderGraph, cycle: readonly string[]): string {
  const steps = cycle.slice(1).map((to, index) => {
    const from = cycle[index] ?? '';
    const imports = graph.get(from)?.get(to) ?? [];
    return `${from} → ${to}:\n    ${imports.join('\n    ')}`;
  });
  return `import cycle ${cycle.join(' → ')}\n  ${steps.join('\n  ')}`;
}

const GRAPH = folderGraph();
const FOLDER_EDGES = new Map([...GRAPH].map(([from, edges]) => [from, [...edges.keys()]]));

describe("the reference mall's module folders", () => {
  it('the scan sees every module folder and the ports between them', () => {
    const seen = new Set([...GRAPH.keys(), ...[...GRAPH.values()].flatMap((edges) => [...edges.keys()])]);
    for (const module of MODULES) expect(seen, module).toContain(module);
    // company answers the trade module's ports, so the edge runs company → trade and never back
    expect(FOLDER_EDGES.get('company')).toContain('trade');
  });

  it('the cycle finder names a cycle and passes a one-way graph', () => {
    const cyclic = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
    ]);
    expect(findCycle(cyclic)).toEqual(['a', 'b', 'c', 'a']);
    expect(
      findCycle(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
        ]),
      ),
    ).toBeNull();
  });

  it('no two module folders import each other, directly or around a loop', () => {
    const cycle = findCycle(FOLDER_EDGES);
    expect(cycle ? describeCycle(GRAPH, cycle) : 'no cycle').toBe('no cycle');
  });
});
