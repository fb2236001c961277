// The shop's JavaScript budget (≤ 130 KB gzip per route) on every page of the production build (made by `npm test`
// before vitest), weighed from the build's manifest (test/helpers/build/route-script-weights.ts). No page has a
// ceiling of its own: dialogs and panels load when opened, and what a guest never sees stays out of the guest's
// page (docs/adr/0100). Prints every figure.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeScriptWeights } from '../../helpers/build/route-script-weights.ts';

const BUDGET_KB = 130;
const DIST = process.env.DIST_DIR ?? 'dist';

describe('JavaScript per page of the production build', () => {
  const weights = existsSync(`${DIST}/assets.json`) ? routeScriptWeights(DIST) : new Map<string, number>();

  it('weighs every page, heaviest first', () => {
    expect(weights.size, `no build in ${DIST}: npm test builds before vitest`).toBeGreaterThan(60);
    console.log([...weights].map(([page, kb]) => `${kb.toFixed(1).padStart(6)} KB  ${page}`).join('\n'));
  });

  it(`keeps each page within ${BUDGET_KB} KB gzip`, () => {
    const over = [...weights].filter(([, kb]) => kb > BUDGET_KB).map(([page, kb]) => `${page}: ${kb.toFixed(1)} KB`);
    expect(over).toEqual([]);
  });
});
