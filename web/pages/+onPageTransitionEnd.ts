import { doneProgress } from '../components/ui/progress-bar.ts';

export default function onPageTransitionEnd(): void {
  doneProgress();
}
