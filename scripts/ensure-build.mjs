/**
 * `npm start` runs this first: it builds the web app and the server when there is no build yet,
 * or when any source file is newer than the last build. A fresh clone builds once; later
 * starts are instant. The build is always a production one (build-plan.mjs says why), and an
 * over-budget bundle only warns here: the budget is for `npm run build` in CI, not a reader's
 * start.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stampPath as stamp } from './build-stamp.mjs';
import { buildCommand, buildReason, startBuildEnv } from './build-plan.mjs';

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

const reason = buildReason({
  builtAtMs: fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0,
  sourcesChangedAtMs: Math.max(...sources.map((source) => newestMtime(path.resolve(source)))),
});
if (reason) {
  console.log(
    reason === 'first-build'
      ? 'Building Bookhive for the first time…'
      : 'Sources changed since the last build; rebuilding…',
  );
  execSync(buildCommand, { stdio: 'inherit', env: startBuildEnv(process.env) });
}
