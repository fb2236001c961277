// The mall reader lives only on the server: web/types/vike.d.ts declares it on Vike.PageContextServer, not on
// Vike.PageContext, which the browser's pages and hooks also see (there it would be undefined at run time).
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const FILE = new URL('../../../web/types/vike.d.ts', import.meta.url).pathname;

/** The member names of each interface the file declares, by interface name. */
function membersByInterface(): Map<string, string[]> {
  const source = ts.createSourceFile(FILE, readFileSync(FILE, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = new Map<string, string[]>();
  const visit = (node: ts.Node): void => {
    if (ts.isInterfaceDeclaration(node)) {
      const names = node.members.map((member) => member.name?.getText(source) ?? '');
      found.set(node.name.text, [...(found.get(node.name.text) ?? []), ...names]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('page context types', () => {
  const members = membersByInterface();

  it('the mall reader is a server-side field only', () => {
    expect(members.get('PageContextServer')).toContain('mall');
    expect(members.get('PageContext')).not.toContain('mall');
    expect(members.get('PageContextClient') ?? []).not.toContain('mall');
  });

  it('the browser still sees the layout', () => {
    expect(members.get('PageContext')).toContain('layout');
  });
});
