import { describe, expect, it } from 'vitest';
import { isSlowConnection } from '../../../web/features/ui/idle.ts';

describe('idle preloading on slow connections', () => {
  it('is skipped in data-saver mode and on 2g', () => {
    expect(isSlowConnection({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
  });
  it('runs on faster connections and when the browser gives no hints', () => {
    expect(isSlowConnection({ saveData: false, effectiveType: '3g' })).toBe(false);
    expect(isSlowConnection({ effectiveType: '4g' })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });
});
