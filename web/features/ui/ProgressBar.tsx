import { PROGRESS_BAR_ID } from './progress-bar.ts';

/** The element the navigation hooks animate (see progress-bar.ts). */
export function ProgressBar() {
  return <div id={PROGRESS_BAR_ID} className="nav-progress" aria-hidden="true" />;
}
