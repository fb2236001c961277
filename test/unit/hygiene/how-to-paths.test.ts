// docs/how-to.md names, in order, the files to touch for the changes made most often. Every path it names in
// backticks must exist, so a rename elsewhere fails here, naming the line of the page to update.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PAGE = 'docs/how-to.md';
/** a repository path in backticks: starts at a top folder of the project and ends in a file or a folder */
const PATH_IN_TICKS = /`((?:web|shared|server|demo-mall|test|docs)\/[^`\s]+)`/g;

/** Each named path with the line it is named on. */
function namedPaths(text: string): { line: number; path: string }[] {
  return text
    .split('\n')
    .flatMap((content, index) => [...content.matchAll(PATH_IN_TICKS)].map((match) => ({ line: index + 1, path: match[1] ?? '' })));
}

describe(PAGE, () => {
  const named = namedPaths(readFileSync(path.join(ROOT, PAGE), 'utf8'));

  it('names the files of its three recipes', () => {
    expect(named.length).toBeGreaterThan(20);
  });

  it('names only files and folders that exist', () => {
    const missing = named.filter((entry) => !existsSync(path.join(ROOT, entry.path))).map((entry) => `${PAGE}:${entry.line} ${entry.path}`);
    expect(missing).toEqual([]);
  });

  it('finds a path that is not there', () => {
    const [entry] = namedPaths('1. `web/features/no-such-folder/Nothing.tsx`: gone');
    expect(entry).toEqual({ line: 1, path: 'web/features/no-such-folder/Nothing.tsx' });
    expect(existsSync(path.join(ROOT, entry!.path))).toBe(false);
  });
});
