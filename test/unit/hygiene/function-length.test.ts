// No function in web/ runs over 80 lines (declarations, arrows, function expressions, methods): a longer one is split
// into parts with one job each. A function that must stay long says why on the line directly above it, in a comment
// `// long: <reason>`. Components that other work is changing right now wait in PENDING_SPLIT instead; the table only
// shrinks, because an entry that is no longer over the limit fails too and must be removed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;
const MAX_LINES = 80;

/** Components over the limit in files that other branches are changing; split them there, then drop the row. */
const PENDING_SPLIT: readonly { file: string; name: string }[] = [];

interface LongFunction {
  file: string;
  line: number;
  name: string;
  length: number;
}

function nameOf(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isFunctionExpression(node)) && node.name) {
    return node.name.getText();
  }
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))) {
    return parent.name.getText();
  }
  return '(anonymous)';
}

const isFunction = (node: ts.Node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isArrowFunction(node) ||
  ts.isFunctionExpression(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node) ||
  ts.isConstructorDeclaration(node);

/** The functions of one source text that run over the limit, unless the line above says `// long: <reason>`. */
function longFunctions(file: string, text: string): LongFunction[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lines = text.split('\n');
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (isFunction(node)) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const length = end - start + 1;
      const above = (lines[start - 1] ?? '').trim();
      if (length > MAX_LINES && !/^\/\/ long: \S/.test(above)) found.push({ file, line: start + 1, name: nameOf(node), length });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const isPending = (found: LongFunction) => PENDING_SPLIT.some((entry) => entry.file === found.file && entry.name === found.name);
const describeAll = (list: LongFunction[]) => list.map((found) => `${found.file}:${found.line} ${found.name} (${found.length} lines)`);

describe('function length in web/', () => {
  const all = sourceFiles(path.join(ROOT, 'web')).flatMap((full) => longFunctions(path.relative(ROOT, full), readFileSync(full, 'utf8')));

  it(`has no function over ${MAX_LINES} lines outside PENDING_SPLIT`, () => {
    expect(describeAll(all.filter((found) => !isPending(found))), 'split these, or say `// long: <reason>` above them').toEqual([]);
  });

  it('PENDING_SPLIT names only functions still over the limit', () => {
    const settled = PENDING_SPLIT.filter((entry) => !all.some((found) => found.file === entry.file && found.name === entry.name));
    expect(settled, 'split already: remove these rows from PENDING_SPLIT').toEqual([]);
  });
});

describe('the check itself', () => {
  const body = (count: number) => Array.from({ length: count }, (_, index) => `  const v${index} = ${index};`).join('\n');

  it('names file, line, name and length of a long declaration, arrow and method', () => {
    const text = [
      'export function Big() {',
      body(80),
      '}',
      'const arrow = () => {',
      body(79),
      '};',
      'class Box {',
      '  method() {',
      body(85),
      '  }',
      '}',
    ].join('\n');
    expect(longFunctions('probe.tsx', text)).toEqual([
      { file: 'probe.tsx', line: 1, name: 'Big', length: 82 },
      { file: 'probe.tsx', line: 83, name: 'arrow', length: 81 },
      { file: 'probe.tsx', line: 165, name: 'method', length: 87 },
    ]);
  });

  it('lets a function of exactly the limit pass, and a long one with a reason above it', () => {
    const text = [
      'function fits() {',
      body(78),
      '}',
      '// long: one table the reader scans top to bottom',
      'function said() {',
      body(90),
      '}',
    ].join('\n');
    expect(longFunctions('probe.ts', text)).toEqual([]);
  });

  it('does not take a bare `// long:` without a reason', () => {
    const text = ['// long:', 'function bare() {', body(90), '}'].join('\n');
    expect(longFunctions('probe.ts', text).map((found) => found.name)).toEqual(['bare']);
  });
});
