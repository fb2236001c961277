// Top progress bar on client-side navigation (docs/product.md §4/§9: 5 s duration, 200 ms throttle). The bar only
// appears when a navigation takes longer than the throttle, then creeps towards 90% over the duration.
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from '#shared/constants.ts';

export const PROGRESS_BAR_ID = 'nav-progress';

let showTimer: ReturnType<typeof setTimeout> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function bar(): HTMLElement | null {
  return document.getElementById(PROGRESS_BAR_ID);
}

export function startProgress(): void {
  clearTimeout(showTimer);
  clearTimeout(hideTimer);
  showTimer = setTimeout(() => {
    const element = bar();
    if (!element) return;
    element.style.transition = 'none';
    element.style.width = '0';
    element.style.opacity = '1';
    void element.offsetWidth; // restart the transition from 0
    element.style.transition = `width ${PROGRESS_BAR_DURATION_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1)`;
    element.style.width = '90%';
    element.dataset.active = 'true';
  }, PROGRESS_BAR_THROTTLE_MS);
}

export function doneProgress(): void {
  clearTimeout(showTimer);
  const element = bar();
  if (element?.dataset.active !== 'true') return;
  element.style.transition = 'width 200ms ease, opacity 300ms ease 200ms';
  element.style.width = '100%';
  element.style.opacity = '0';
  hideTimer = setTimeout(() => {
    delete element.dataset.active;
    element.style.transition = 'none';
    element.style.width = '0';
  }, 600);
}
