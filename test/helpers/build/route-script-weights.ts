// What each page of a production build makes the browser load before it runs: its page entry, every chunk that
// entry imports statically (the modulepreloads of its HTML) and vike's client router, gzipped at level 9 and summed
// per file, as test/helpers/e2e/script-weight.ts measures a served page. Read from the build's own manifest, so every
// page is weighed without a server or a signed-in visitor.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestEntry {
  file?: string;
  imports?: string[];
}

const PAGE_ENTRY = 'virtual:vike:page-entry:client:/web/pages';

/** KB of gzipped JavaScript per page folder ('/(trade)/order_detail'), heaviest first. */
export function routeScriptWeights(distDir: string): Map<string, number> {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'assets.json'), 'utf8')) as Record<string, ManifestEntry>;
  const gzipped = new Map<string, number>();
  const weigh = (file: string) => {
    let bytes = gzipped.get(file);
    if (bytes === undefined) {
      bytes = gzipSync(readFileSync(path.join(distDir, 'client', file)), { level: 9 }).length;
      gzipped.set(file, bytes);
    }
    return bytes;
  };
  const router = Object.keys(manifest).find((key) => key.includes('runtime-client-routing/entry'));
  const weights: [string, number][] = [];
  for (const key of Object.keys(manifest).filter((name) => name.startsWith(PAGE_ENTRY))) {
    const files = new Set<string>();
    const seen = new Set<string>();
    const walk = (name: string | undefined) => {
      if (name === undefined || seen.has(name)) return;
      seen.add(name);
      const entry = manifest[name];
      if (entry?.file?.endsWith('.js')) files.add(entry.file);
      for (const imported of entry?.imports ?? []) walk(imported);
    };
    walk(key);
    walk(router);
    const bytes = [...files].reduce((sum, file) => sum + weigh(file), 0);
    weights.push([key.slice(PAGE_ENTRY.length), bytes / 1024]);
  }
  return new Map(weights.sort((a, b) => b[1] - a[1]));
}
