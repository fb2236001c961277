// The second runtime runs only the listed files (docs/adr/0073), so the list must not miss one that can differ
// between runtimes: every test file that spawns a process or thread, loads a native addon or opens a socket of its
// own (test/other-node/runtime-touch-scan.ts) is listed or exempted with a reason, and no entry is stale.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runtimeTouches, testFiles } from '../../other-node/runtime-touch-scan.ts';
import { globMatcher, matching, SCAN_EXEMPT, SECOND_RUNTIME_FILES } from '../../other-node/second-runtime-files.ts';

const ROOT = path.resolve(new URL('../../../', import.meta.url).pathname);

describe('the second runtime’s file list', () => {
  const all = testFiles(ROOT);
  const touches = runtimeTouches(ROOT);

  it('lists or exempts every test file that touches a process, a native addon or a socket', () => {
    const covered = new Set(matching(all, [...SECOND_RUNTIME_FILES, ...SCAN_EXEMPT]));
    const missing = [...touches]
      .filter(([file]) => !covered.has(file))
      .map(([file, found]) => `${file}: ${found.map((touch) => touch.via).join(', ')}`);
    expect(missing, 'add these to test/other-node/second-runtime-files.ts (or exempt one with its reason)').toEqual([]);
  });

  it('has no entry that matches no test file', () => {
    const stale = [...SECOND_RUNTIME_FILES, ...SCAN_EXEMPT].filter((entry) => !all.some((file) => globMatcher(entry.glob).test(file)));
    expect(stale.map((entry) => entry.glob)).toEqual([]);
  });

  it('runs well under half of the files a second time, and never the knip check', () => {
    const listed = matching(all, SECOND_RUNTIME_FILES);
    expect(listed.length).toBeGreaterThan(20);
    expect(listed.length).toBeLessThan(all.length / 2);
    expect(listed).not.toContain('test/unit/hygiene/unused-exports.test.ts');
  });
});

describe('the scan', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'runtime-scan-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  /** an import line, spelled so that this file's own scan does not read it as one */
  const from = (names: string, specifier: string) => `${'import'} ${names} from '${specifier}';\n`;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('test/helpers/spawner.ts', `${from('{ spawn }', 'node:child_process')}export const run = spawn;\n`);
  write('test/a/through-helper.test.ts', `${from('{ run }', '../helpers/spawner.ts')}run('true');\n`);
  write('server/db.ts', `${from('Database', 'better-sqlite3')}export const open = () => new Database(':memory:');\n`);
  write('test/a/product-native.test.ts', `${from('{ open }', '#server/db.ts')}open();\n`);
  write('server/app.ts', `${from('{ open }', './db.ts')}${from('{ request }', 'undici')}export { open, request };\n`);
  write('test/a/plain.test.ts', `${from('{ open }', '../../server/app.ts')}${from('type { Socket }', 'node:net')}open();\n`);
  write('test/a/own-socket.test.ts', `const { connect } = await ${'import'}('node:net');\nconnect(1);\n`);

  it('follows helpers in the test tree and one step into the product', () => {
    const found = runtimeTouches(root);
    expect(found.get('test/a/through-helper.test.ts')).toEqual([{ kind: 'process', via: 'test/helpers/spawner.ts → child_process' }]);
    expect(found.get('test/a/product-native.test.ts')).toEqual([{ kind: 'native', via: 'server/db.ts → better-sqlite3' }]);
    expect(found.get('test/a/own-socket.test.ts')?.map((touch) => touch.kind)).toEqual(['socket']);
  });

  it('does not follow the product further, count its sockets, or count an `import type`', () => {
    expect(runtimeTouches(root).has('test/a/plain.test.ts')).toBe(false);
  });
});

describe('globMatcher', () => {
  it('matches one folder level with * and any depth with **', () => {
    expect(globMatcher('test/a/*.test.ts').test('test/a/b.test.ts')).toBe(true);
    expect(globMatcher('test/a/*.test.ts').test('test/a/b/c.test.ts')).toBe(false);
    expect(globMatcher('test/a/**').test('test/a/b/c.test.ts')).toBe(true);
    expect(globMatcher('test/a.test.ts').test('test/aXtest.ts')).toBe(false);
  });
});
