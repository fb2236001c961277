// Where compiled addons and kept headers live between runs (the temporary folder: a fresh machine starts empty).
import { tmpdir } from 'node:os';
import path from 'node:path';

export function nativeCacheFolder(): string {
  return path.join(tmpdir(), 'storefront-native');
}
