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

export default defineConfig({
  plugins: [react(), vike(), precompressClientAssets()],
  resolve: {
    alias: {
      '#shared': new URL('./shared', import.meta.url).pathname,
      '#web': new URL('./web', import.meta.url).pathname,
    },
  },
  build: { target: 'es2022' },
});
