/** Marks the end of a successful `npm run build`; scripts/ensure-build.mjs compares sources to it. */
import fs from 'node:fs';
import path from 'node:path';

export const stampPath = path.resolve('dist/.build-stamp');

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('scripts/build-stamp.mjs')) {
  fs.mkdirSync(path.dirname(stampPath), { recursive: true });
  fs.writeFileSync(stampPath, new Date().toISOString());
}
