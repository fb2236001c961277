// Query strings and form bodies read as the mall (PHP) reads them, so validation sees what the mall will see.
import { describe, expect, it } from 'vitest';
import { parsePhpParams } from '../../../server/proxy/php-params.ts';

describe('parsePhpParams', () => {
  it('reads plain, listed and nested names', () => {
    expect(parsePhpParams('?a=1&b[]=2&b[]=3&c[x][y]=4&c[x][z]=5')).toEqual({ a: '1', b: ['2', '3'], c: { x: { y: '4', z: '5' } } });
    expect(parsePhpParams('cart_id[0]=3&cart_id[1]=4')).toEqual({ cart_id: ['3', '4'] });
    // keys that are not 0, 1, … in order stay a map
    expect(parsePhpParams('h[1]=a&h[]=b')).toEqual({ h: { 1: 'a', 2: 'b' } });
    expect(parsePhpParams('use_coupon[2][]=11&use_coupon[0][]=12')).toEqual({ use_coupon: { 2: ['11'], 0: ['12'] } });
  });

  it('decodes like PHP: + is a space, a bad escape stays as it is, the last repeated name wins', () => {
    expect(parsePhpParams('a=x+y%21&b=%zz&a=z')).toEqual({ a: 'z', b: '%zz' });
    expect(parsePhpParams('%74ype=balance')).toEqual({ type: 'balance' });
    expect(parsePhpParams('flag&=x&&c=')).toEqual({ flag: '', c: '' });
  });

  it('spells names like PHP: leading spaces dropped, . and space become _, an unclosed [ too', () => {
    expect(parsePhpParams('+a=1&d.e=2&f g=3&h[=4&k[a]tail=5&[x]=6')).toEqual({ a: '1', d_e: '2', f_g: '3', h_: '4', k: { a: '5' } });
  });

  it('never touches a prototype and drops names nested deeper than 64', () => {
    const parsed = parsePhpParams('__proto__[polluted]=1&constructor[prototype][x]=2');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.keys(parsed)).toEqual(['__proto__', 'constructor']);
    expect(parsePhpParams(`deep${'[a]'.repeat(65)}=1&ok=1`)).toEqual({ ok: '1' });
    expect(parsePhpParams(`deep${'[a]'.repeat(64)}=1`).deep).toBeDefined();
  });

  it('stays linear for many appended values', () => {
    const timed = (count: number) => {
      const started = performance.now();
      const parsed = parsePhpParams('a[]=1&'.repeat(count));
      expect((parsed.a as string[]).length).toBe(count);
      return performance.now() - started;
    };
    timed(10_000); // warm
    const tenThousand = timed(10_000);
    // ten times the values within forty times the time (a ratio measured now): quadratic work would take a hundred
    expect(timed(100_000)).toBeLessThan(40 * Math.max(tenThousand, 2));
  });
});
