import { setNavigationTarget } from '#web/features/ui/chunk-reload.ts';
import { doneProgress } from '#web/features/ui/progress-bar.ts';

export default function onPageTransitionEnd(): void {
  setNavigationTarget(null);
  doneProgress();
}
