// What the demo mall's process tells the storefront that started it, over the IPC channel Node opens for a child
// spawned with 'ipc' in its stdio. The storefront's supervisor (server/boot/mall-process.ts) reads the same shape.

export type ParentMessage = { kind: 'ready'; url: string; database: string; warning?: string } | { kind: 'failed'; message: string };

/** Sends `message` to the parent; false when there is no parent listening (`npm run mall`). */
export function tellParent(message: ParentMessage): boolean {
  if (!process.send || !process.connected) return false;
  process.send(message);
  return true;
}

export function isParentMessage(value: unknown): value is ParentMessage {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  return kind === 'ready' || kind === 'failed';
}
