import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = `http://localhost:${process.env.API_PORT ?? 5000}`;

// A build is what ships: React's production bundles even when the caller's NODE_ENV says
// otherwise (Playwright's web server inherits a non-production one), so the landing page's
// budget (scripts/bundle-size.mjs) measures what visitors download.
export default defineConfig(({ command }) => {
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), tailwindcss()],
    resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
    server: {
      port: Number(process.env.WEB_PORT ?? 5173),
      proxy: { '/api': api, '/media': api },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      chunkSizeWarningLimit: 1500,
      rolldownOptions: {
        output: {
          // The contracts' plain data gets its own chunk: otherwise it shares one with the zod
          // schemas, and the landing page would download the validation library it never uses.
          advancedChunks: {
            groups: [
              // Vite's preload helper is needed by the entry; left alone it joins the contracts group
              // (whose help loader imports lazily) and drags zod onto the landing page.
              { name: 'preload-helper', test: /vite\/preload-helper/, priority: 3 },
              {
                name: 'contracts-data',
                test: /contracts\/src\/(constants|pricing|messages|languages|data)\.ts$/,
                priority: 2,
              },
              { name: 'contracts', test: /contracts\/src\/|node_modules\/zod\//, priority: 1 },
            ],
          },
        },
      },
    },
  };
});
