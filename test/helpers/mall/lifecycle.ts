// A test resource (a demo mall, a server) built by vitest's hooks and handed to the tests as one constant: the
// handle reads whatever the hooks built last, so a file says `const mall = tradeMallPerTest()` instead of repeating
// `let mall`, a beforeEach that builds it and an afterEach that closes it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** A stand-in for the current value: property reads go to it (methods bound to it), and fail before it is built. */
function handleOf<T extends object>(current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, key) {
      const value = current();
      if (!value) throw new Error(`read .${String(key)} before the test's hooks built it`);
      const property: unknown = Reflect.get(value, key);
      return typeof property === 'function' ? property.bind(value) : property;
    },
  });
}

type Hook = (run: () => Promise<void>) => void;

/** Builds the value in `before`'s hook and closes it in `after`'s. */
function builtBy<T extends object>(before: Hook, after: Hook, build: () => Promise<T>, close: (value: T) => Promise<unknown>): T {
  let current: T | undefined;
  before(async () => {
    current = await build();
  });
  after(async () => {
    if (current) await close(current);
    current = undefined;
  });
  return handleOf(() => current);
}

/** Builds a fresh value before each test and closes it after. */
export function perTest<T extends object>(build: () => Promise<T>, close: (value: T) => Promise<unknown>): T {
  return builtBy(beforeEach, afterEach, build, close);
}

/** Builds one value before the tests of the file or describe block that calls it, and closes it after them. */
export function perBlock<T extends object>(build: () => Promise<T>, close: (value: T) => Promise<unknown>): T {
  return builtBy(beforeAll, afterAll, build, close);
}

/** A fresh temporary folder for the calling file or block, removed after its tests: `path` names `name` inside it. */
export function tempFilePerBlock(prefix: string, name: string): { readonly path: string } {
  return perBlock(
    async () => {
      const folder = mkdtempSync(join(tmpdir(), prefix));
      return { folder, path: join(folder, name) };
    },
    async ({ folder }) => rmSync(folder, { recursive: true, force: true }),
  );
}
