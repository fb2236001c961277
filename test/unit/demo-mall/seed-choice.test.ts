// DEMO_MALL_SEED chooses the catalogue of an empty database; a value that is not a seed stops the start with the choices.
import { describe, expect, it } from 'vitest';
import { seedFromEnv } from '../../../demo-mall/catalogue/seed-choice.ts';

describe('DEMO_MALL_SEED', () => {
  it('is small when unset or empty, large when asked, whatever the case and spaces', () => {
    expect(seedFromEnv(undefined)).toBe('small');
    expect(seedFromEnv(' ')).toBe('small');
    expect(seedFromEnv('small')).toBe('small');
    expect(seedFromEnv(' Large ')).toBe('large');
  });

  it('refuses anything else, naming both seeds', () => {
    expect(() => seedFromEnv('huge')).toThrow(/DEMO_MALL_SEED=huge .*small .*large/);
  });
});
