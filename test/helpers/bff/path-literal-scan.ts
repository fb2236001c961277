// Finds the places where a source file writes an endpoint path: string and template literals that look like a
// mall or BFF path ('/api/...', '/bff/...', '/ajcaptcha', '/ajcheck', also inside `new RegExp('^/api/')`) and
// regular-expression literals that match such paths. Comments are not code, so they never count.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface PathLiteral {
  /** path relative to the project root, with forward slashes */
  file: string;
  line: number;
  kind: 'string' | 'regexp';
  text: string;
}

const PATH_TEXT = /^\^?\\?\/(?:api|bff)(?:[/*\\?]|$)|^\^?\\?\/aj(?:captcha|check)\b/i;
const PATH_REGEXP = /\\\/(?:\(\?:)?(?:api|bff|aj)/i;

export function findPathLiterals(source: string, file: string): PathLiteral[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: PathLiteral[] = [];
  const add = (node: ts.Node, kind: PathLiteral['kind'], text: string) =>
    found.push({ file, line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1, kind, text });

  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      if (PATH_TEXT.test(node.text)) add(node, 'string', node.text);
    } else if (ts.isRegularExpressionLiteral(node)) {
      if (PATH_REGEXP.test(node.text)) add(node, 'regexp', node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Every .ts file under `dir` (relative to `root`), skipping the folders named in `skip`. */
export function listSourceFiles(root: string, dir: string, skip: readonly string[] = []): string[] {
  const out: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!skip.includes(child)) walk(child);
      } else if (entry.name.endsWith('.ts')) {
        out.push(child);
      }
    }
  };
  walk(dir);
  return out.sort();
}

export function scanFiles(root: string, files: readonly string[]): PathLiteral[] {
  return files.flatMap((file) => findPathLiterals(readFileSync(path.join(root, file), 'utf8'), file));
}
