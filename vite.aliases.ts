import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The web app's import aliases, shared by Vite and Vitest (tsconfig.web.json has the same). */
export const webAliases = {
  '@contracts': path.join(root, 'contracts'),
  '@': path.join(root, 'web'),
};
