import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The web app's own import aliases (tsconfig.web.json has the same). Vitest uses these alone:
 * the component and page-renderer tests run on React itself (decision 0015 says why).
 */
export const sourceAliases: Alias[] = [
  { find: '@contracts', replacement: path.join(root, 'contracts') },
  { find: /^@\//, replacement: `${path.join(root, 'web')}/` },
];

/**
 * React as Preact's compatibility layer, for the app and every library it uses
 * (docs/decisions/0015-preact-in-the-browser.md). Exact names, so `react-router` and the like
 * are left alone.
 */
const reactAsPreact: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

/** The aliases of the built web app and page renderer (vite.config.ts). */
export const webAliases: Alias[] = [...sourceAliases, ...reactAsPreact];
