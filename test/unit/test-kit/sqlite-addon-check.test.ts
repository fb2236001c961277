// The second runtime's addon is used only once that runtime has loaded it: a cached addon built against the wrong
// headers (what this machine's npm settings once produced) must be rebuilt, never handed to the suites.
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanNpmEnv } from '../../other-node/runtime.ts';
import { ADDON, addonLoadsIn, usableCachedAddon } from '../../other-node/sqlite-addon.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'addon-check-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const require = createRequire(import.meta.url);
/** The addon this runtime's install compiled: it loads here, whatever else it is. */
const ownAddon = path.join(path.dirname(require.resolve('better-sqlite3/package.json')), ADDON);

describe('addonLoadsIn', () => {
  it('accepts the addon compiled for the runtime that loads it', () => {
    expect(addonLoadsIn(process.execPath, ownAddon)).toBe(true);
  });

  it('refuses a file that is not an addon of this runtime, and a missing file', () => {
    const bogus = path.join(folder, 'bogus.node');
    writeFileSync(bogus, 'not a shared object');
    expect(addonLoadsIn(process.execPath, bogus)).toBe(false);
    expect(addonLoadsIn(process.execPath, path.join(folder, 'missing.node'))).toBe(false);
  });
});

describe('usableCachedAddon', () => {
  it('hands back a cached addon the runtime loads', () => {
    const cached = path.join(folder, 'good.node');
    copyFileSync(ownAddon, cached);
    expect(usableCachedAddon(cached, (file) => addonLoadsIn(process.execPath, file))).toBe(cached);
    expect(existsSync(cached)).toBe(true);
  });

  it('deletes a cached addon the runtime refuses, so that it is compiled again', () => {
    const cached = path.join(folder, 'wrong-abi.node');
    writeFileSync(cached, 'compiled against another Node.js');
    expect(usableCachedAddon(cached, (file) => addonLoadsIn(process.execPath, file))).toBeUndefined();
    expect(existsSync(cached)).toBe(false);
  });

  it('answers nothing when nothing is cached', () => {
    expect(usableCachedAddon(path.join(folder, 'none.node'), () => true)).toBeUndefined();
  });
});

describe('cleanNpmEnv', () => {
  it("drops npm's settings, whatever their case, which node-gyp would obey over its own options", () => {
    const before = { lower: process.env.npm_config_nodedir, upper: process.env.NPM_CONFIG_NODEDIR };
    process.env.npm_config_nodedir = '/usr';
    process.env.NPM_CONFIG_NODEDIR = '/usr';
    try {
      const env = cleanNpmEnv({ npm_config_nodedir: '/kept/headers' });
      expect(env.npm_config_nodedir).toBe('/kept/headers');
      expect(env.NPM_CONFIG_NODEDIR).toBeUndefined();
      expect(env.PATH).toBe(process.env.PATH);
    } finally {
      restore('npm_config_nodedir', before.lower);
      restore('NPM_CONFIG_NODEDIR', before.upper);
    }
  });
});

function restore(key: string, value: string | undefined): void {
  if (value === undefined) delete process.env[key];
  else process.env[key] = value;
}
