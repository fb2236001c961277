import { installChunkReload } from '#web/features/ui/chunk-reload.ts';

// Marks the document once React has hydrated, so browser tests (and styles) can tell SSR from interactive.
export default function onHydrationEnd(): void {
  document.documentElement.dataset.hydrated = 'true';
  installChunkReload();
}
