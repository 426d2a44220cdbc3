import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { webAliases } from './vite.aliases.js';

/** The web app: built into dist/web and served by the Fastify server; `npm run dev` proxies the API. */
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: { alias: webAliases },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        // TanStack Query's core in one chunk: left alone, Rolldown split it by which lazy pages
        // use which part, and every public page paid the extra chunks' overhead (about 1 KB).
        codeSplitting: {
          groups: [{ name: 'query-core', test: /node_modules[\\/]@tanstack[\\/]query-core[\\/]/ }],
        },
      },
    },
  },
  // The page renderer (web/entry-server.tsx, built with --ssr) bundles the libraries too, so
  // they use Preact as the browser's code does instead of loading React from node_modules.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
    },
  },
});
