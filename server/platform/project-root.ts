/**
 * The package root, found from this file whether it runs from source (server/...) or from the
 * compiled build (dist/server/...), so migrations and the built web app are found either way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(start: string): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));

export function projectPath(...segments: string[]): string {
  return path.join(projectRoot, ...segments);
}
