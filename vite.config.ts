import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vike()],
  resolve: {
    alias: {
      '#shared': new URL('./shared', import.meta.url).pathname,
      '#web': new URL('./web', import.meta.url).pathname,
    },
  },
  build: { target: 'es2022' },
});
