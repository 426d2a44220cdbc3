/**
 * The decisions behind `npm start`'s build and the bundle budget, kept apart from the file
 * system and child processes so they can be tested: when to build, with which command and
 * environment, and what an over-budget bundle does.
 */

/** The command `npm start` runs when it has to build. */
export const buildCommand = 'npm run build';

/** Set by `npm start` for its build: an over-budget bundle warns instead of failing. */
export const budgetModeVariable = 'BUNDLE_BUDGET';

/**
 * Why `npm start` must build first, or null when the last build is newer than every source.
 * @param {{ builtAtMs: number, sourcesChangedAtMs: number }} times 0 for "never built"
 * @returns {'first-build' | 'sources-changed' | null}
 */
export function buildReason({ builtAtMs, sourcesChangedAtMs }) {
  if (builtAtMs === 0) return 'first-build';
  return sourcesChangedAtMs > builtAtMs ? 'sources-changed' : null;
}

/**
 * The environment of the build `npm start` runs. Always a production build, whatever NODE_ENV
 * the server itself runs with: with NODE_ENV=development Vite would bundle React's development
 * build, far over the budget and never what a reader should be sent.
 * @param {Record<string, string | undefined>} callerEnv
 * @returns {Record<string, string | undefined>}
 */
export function startBuildEnv(callerEnv) {
  return { ...callerEnv, NODE_ENV: 'production', [budgetModeVariable]: 'warn' };
}

/**
 * What the bundle check does with a public page's total: its budget fails `npm run build`
 * (CI), but only warns when `npm start` builds, so an over-budget bundle never stops a start.
 * @param {{ totalKb: number, budgetKb: number, env: Record<string, string | undefined> }} input
 * @returns {'within' | 'warn' | 'fail'}
 */
export function budgetVerdict({ totalKb, budgetKb, env }) {
  if (totalKb <= budgetKb) return 'within';
  return env[budgetModeVariable] === 'warn' ? 'warn' : 'fail';
}
