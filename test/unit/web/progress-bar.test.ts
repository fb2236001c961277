import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { doneProgress, PROGRESS_BAR_ID, startProgress } from '../../../web/features/ui/progress-bar.ts';

interface FakeBar {
  style: Record<string, string>;
  dataset: Record<string, string | undefined>;
  offsetWidth: number;
}

let element: FakeBar;

beforeEach(() => {
  vi.useFakeTimers();
  element = { style: {}, dataset: {}, offsetWidth: 0 };
  vi.stubGlobal('document', { getElementById: (id: string) => (id === PROGRESS_BAR_ID ? element : null) });
});

afterEach(() => {
  doneProgress();
  vi.runAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('navigation progress bar', () => {
  it('appears only after the 200 ms throttle and runs over 5 s', () => {
    startProgress();
    vi.advanceTimersByTime(199);
    expect(element.dataset.active).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(element.dataset.active).toBe('true');
    expect(element.style.opacity).toBe('1');
    expect(element.style.width).toBe('90%');
    expect(element.style.transition).toMatch(/^width 5000ms /);
  });
  it('never shows for a navigation faster than the throttle', () => {
    startProgress();
    vi.advanceTimersByTime(150);
    doneProgress();
    vi.advanceTimersByTime(1000);
    expect(element.dataset.active).toBeUndefined();
    expect(element.style.opacity).toBeUndefined();
  });
  it('fills and fades when the page is there, then resets', () => {
    startProgress();
    vi.advanceTimersByTime(200);
    doneProgress();
    expect(element.style.width).toBe('100%');
    expect(element.style.opacity).toBe('0');
    vi.advanceTimersByTime(600);
    expect(element.dataset.active).toBeUndefined();
    expect(element.style.width).toBe('0');
  });
});
