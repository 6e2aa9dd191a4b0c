import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressDirectory } from '../../scripts/precompress.ts';

/** `.br` and `.gz` beside each built file, for the server to send as they are (see scripts/precompress.ts). */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'nivesh-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}

// The server (apps/server) serves dist/ and answers /api; in development Vite proxies to it.
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // WEB_DIST_DIR (read by the server and the browser tests too) lets parallel work build elsewhere.
    outDir: process.env.WEB_DIST_DIR ?? 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // @mantine/dates is left to the chunk of the date field (only pages with a date load it).
            {
              name: 'vendor-mantine',
              test: /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui)[\\/]/,
            },
            { name: 'vendor-icons', test: /node_modules[\\/]@tabler[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
});
