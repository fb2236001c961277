// The phone rule is written once for the storefront (shared/phone-rules.ts) and once for the demo mall
// (demo-mall/core/mobile-rule.ts, a service of its own); every other place imports it. A new copy of the mainland
// mobile regex anywhere in server/, web/, shared/ or demo-mall/ fails here with its file and line.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMobile as mallIsMobile } from '../../../demo-mall/core/mobile-rule.ts';
import { isMobile, isSmsCode } from '../../../shared/phone-rules.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
/** `1[3-9]\d{9}` and the spellings of the same rule: 1[3456789], 1[3-9][0-9]{9}, \d{9} written out… */
const MOBILE_LITERAL = /1\[(?:3-9|3456789)\](?:\\d|\[0-9\])\{9\}/;
const HOMES: Readonly<Record<string, string>> = {
  server: 'shared/phone-rules.ts',
  web: 'shared/phone-rules.ts',
  shared: 'shared/phone-rules.ts',
  'demo-mall': 'demo-mall/core/mobile-rule.ts',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(relative);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [relative] : [];
  });
}

/** "file:line" of every line in `dir` that writes the mobile regex. */
function copiesIn(dir: string): string[] {
  return sourceFiles(dir).flatMap((file) =>
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (MOBILE_LITERAL.test(line) ? [`${file}:${index + 1}`] : [])),
  );
}

describe('the phone rule, written once', () => {
  it('the pattern finds every spelling of the rule', () => {
    for (const spelling of ['/^1[3-9]\\d{9}$/', 'new RegExp("^1[3456789]\\d{9}$")', '/^1[3-9][0-9]{9}$/']) {
      expect(MOBILE_LITERAL.test(spelling), spelling).toBe(true);
    }
    expect(MOBILE_LITERAL.test('/^0\\d{2,3}-?\\d{7,8}$/')).toBe(false);
  });

  for (const [dir, home] of Object.entries(HOMES)) {
    it(`${dir}/ writes it only in ${home}`, () => {
      const copies = copiesIn(dir).filter((place) => !place.startsWith(`${home}:`));
      expect(copies, `import isMobile from ${home} instead`).toEqual([]);
    });
  }

  it('each home does write it, once', () => {
    expect(copiesIn('shared').filter((place) => place.startsWith('shared/phone-rules.ts:'))).toHaveLength(1);
    expect(copiesIn('demo-mall').filter((place) => place.startsWith('demo-mall/core/mobile-rule.ts:'))).toHaveLength(1);
  });
});

describe('the rules themselves', () => {
  const mobiles: [string, boolean][] = [
    ['13912345678', true],
    ['19912345678', true],
    ['12912345678', false],
    ['1391234567', false],
    ['139123456789', false],
    [' 13912345678', false],
  ];

  it.each(mobiles)('mobile %j: %s in the storefront and in the mall', (value, valid) => {
    expect([isMobile(value), mallIsMobile(value)]).toEqual([valid, valid]);
  });

  it.each([
    ['a1B2', true],
    ['12 34', false],
    ['', false],
  ])('SMS code %j: %s', (value, valid) => {
    expect(isSmsCode(value)).toBe(valid);
  });
});
