import path from 'node:path';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';
import { precompressAssets } from './server/compression/precompress-assets.ts';

/** After the client build: .br and .gz copies of its assets, served as they are (docs/adr/0025). */
function precompressClientAssets(): Plugin {
  return {
    name: 'precompress-client-assets',
    apply: 'build',
    async writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir) return;
      await precompressAssets(path.join(options.dir, 'assets'));
    },
  };
}

/**
 * DIST_DIR relative to the project root: vike joins an absolute folder onto the root when it writes its manifest, so
 * a folder elsewhere is given as a path that climbs out of the root instead.
 */
function buildFolder(): string {
  const root = path.dirname(new URL(import.meta.url).pathname);
  return path.relative(root, path.resolve(root, process.env.DIST_DIR?.trim() || 'dist')) || 'dist';
}

export default defineConfig({
  plugins: [react(), vike(), precompressClientAssets()],
  resolve: {
    alias: {
      '#shared': new URL('./shared', import.meta.url).pathname,
      '#web': new URL('./web', import.meta.url).pathname,
    },
  },
  // The build folder is DIST_DIR, the same setting the server reads (server/config/env.ts), so `npm start` can build
  // where it will serve from without passing a CLI option (vike's CLI refuses `--outDir`).
  build: { target: 'es2022', outDir: buildFolder() },
});
