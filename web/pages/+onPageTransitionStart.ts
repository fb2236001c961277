import type { PageContextClient } from 'vike/types';
import { setNavigationTarget } from '../components/ui/chunk-reload.ts';
import { startProgress } from '../components/ui/progress-bar.ts';

export default function onPageTransitionStart(pageContext: Partial<PageContextClient>): void {
  setNavigationTarget(pageContext.urlOriginal ?? null);
  startProgress();
}
