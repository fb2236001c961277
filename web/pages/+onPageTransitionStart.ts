import { startProgress } from '../components/ui/progress-bar.ts';

export default function onPageTransitionStart(): void {
  startProgress();
}
