/**
 * `npm start` runs this first: it builds the web app and the server when there is no build yet,
 * or when any source file is newer than the last build. A fresh clone builds once; later
 * starts are instant.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stampPath as stamp } from './build-stamp.mjs';

const sources = [
  'web',
  'server',
  'contracts',
  'package.json',
  'vite.config.ts',
  'tsconfig.server.json',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
const changed = Math.max(...sources.map((source) => newestMtime(path.resolve(source))));
if (built === 0 || changed > built) {
  console.log(
    built === 0
      ? 'Building Bookhive for the first time…'
      : 'Sources changed since the last build; rebuilding…',
  );
  execSync('npm run build', { stdio: 'inherit' });
}
