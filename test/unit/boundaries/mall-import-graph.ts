// The reference mall's file-level import graph, read with the TypeScript compiler's own pre-processor: static,
// dynamic and type-only imports and re-exports alike, since a type-only cycle still ties files together for a
// reader. Used by the architecture test and to count cycles for a change's figures.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** file (relative to the root, '/'-separated) → the files it imports */
export type ImportGraph = Map<string, string[]>;

function sourceFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (/\.(ts|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(child);
    }
  };
  walk('');
  return found;
}

/** Every file below `root` with the files of the same tree it imports (relative specifiers only). */
export function importGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
    const targets = importedFiles
      .map((imported) => imported.fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => path.resolve(path.dirname(path.join(root, file)), specifier))
      .filter((target) => existsSync(target) && target.startsWith(root + path.sep))
      .map((target) => path.relative(root, target).split(path.sep).join('/'));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected groups of more than one file (or a file importing itself): each is an import cycle. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm, iterative so a deep chain of imports cannot overflow the stack
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; edge: number };
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const to = edges[frame.edge++] as string;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(to) ?? 0));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        group.push(member);
      } while (member !== frame.node);
      if (group.length > 1 || edges.includes(frame.node)) cycles.push(group.sort());
    }
  }
  return cycles;
}

/** Imports of the company module's own index.ts from files in its sub-folders ("file → company/index.ts"). */
export function parentImports(graph: ReadonlyMap<string, readonly string[]>): string[] {
  return [...graph]
    .filter(([file]) => /^company\/[^/]+\/.+/.test(file))
    .flatMap(([file, targets]) => targets.filter((target) => target === 'company/index.ts').map((target) => `${file} → ${target}`));
}
