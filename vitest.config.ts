import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sourceAliases } from './vite.aliases.js';

/**
 * Three projects: `server` (contracts and server, against a real PostgreSQL engine — PGlite, or
 * the server named by TEST_DATABASE_URL), `security` (the suites of security/ that walk the
 * whole app: routes, other people's things, fuzz, uploads, enumeration — on the same engines)
 * and `web` (components in happy-dom).
 */
export default defineConfig({
  test: {
    projects: [
      {
        // The server renders public pages with the web app's own code (web/entry-server.tsx).
        plugins: [react()],
        resolve: { alias: sourceAliases },
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'contracts/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          hookTimeout: 120_000,
          testTimeout: 30_000,
          pool: 'forks',
          // Files share their worker's modules: each file still opens its own database and app,
          // and importing the app anew for every file cost more than half the suite's time.
          isolate: false,
        },
      },
      {
        test: {
          name: 'security',
          include: ['security/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          hookTimeout: 120_000,
          testTimeout: 300_000,
          pool: 'forks',
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: sourceAliases },
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['web/test/setup.ts'],
        },
      },
    ],
  },
});
