import type { PageContextClient } from 'vike/types';
import { setNavigationTarget } from '#web/features/ui/chunk-reload.ts';
import { startProgress } from '#web/features/ui/progress-bar.ts';

export default function onPageTransitionStart(pageContext: Partial<PageContextClient>): void {
  setNavigationTarget(pageContext.urlOriginal ?? null);
  startProgress();
}
