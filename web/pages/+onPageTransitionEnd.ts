import { setNavigationTarget } from '../components/ui/chunk-reload.ts';
import { doneProgress } from '../components/ui/progress-bar.ts';

export default function onPageTransitionEnd(): void {
  setNavigationTarget(null);
  doneProgress();
}
