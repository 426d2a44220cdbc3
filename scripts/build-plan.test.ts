/**
 * `npm start` always builds for production and never stops on the bundle budget; `npm run build`
 * still fails on it. The scripts run for real in a scratch folder, with a stand-in `npm`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { budgetVerdict, buildReason, startBuildEnv } from './build-plan.mjs';

const scripts = path.dirname(new URL(import.meta.url).pathname);
const scratchDirs: string[] = [];

function scratch(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookhive-build-plan-'));
  scratchDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of scratchDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the build npm start runs', () => {
  it.each([['development'], ['test'], ['production'], [undefined]])(
    'is a production build with the budget as a warning when NODE_ENV is %s',
    (nodeEnv) => {
      const env = startBuildEnv({ PATH: '/usr/bin', NODE_ENV: nodeEnv, PORT: '3181' });
      expect(env).toEqual({
        PATH: '/usr/bin',
        PORT: '3181',
        NODE_ENV: 'production',
        BUNDLE_BUDGET: 'warn',
      });
    },
  );

  it('happens on the first start and after a source changed, not otherwise', () => {
    expect(buildReason({ builtAtMs: 0, sourcesChangedAtMs: 5 })).toBe('first-build');
    expect(buildReason({ builtAtMs: 10, sourcesChangedAtMs: 11 })).toBe('sources-changed');
    expect(buildReason({ builtAtMs: 10, sourcesChangedAtMs: 10 })).toBeNull();
  });

  it('is run by ensure-build.mjs with NODE_ENV=production even from a development shell', () => {
    const cwd = scratch();
    const bin = path.join(cwd, 'bin');
    fs.mkdirSync(bin);
    const seen = path.join(cwd, 'seen.txt');
    // A stand-in npm that writes down what it was asked and with which environment.
    fs.writeFileSync(
      path.join(bin, 'npm'),
      `#!/bin/sh\necho "$* NODE_ENV=$NODE_ENV BUNDLE_BUDGET=$BUNDLE_BUDGET" > "${seen}"\n`,
      { mode: 0o755 },
    );
    execFileSync(process.execPath, [path.join(scripts, 'ensure-build.mjs')], {
      cwd,
      env: { PATH: `${bin}:${process.env.PATH ?? ''}`, NODE_ENV: 'development' },
      stdio: 'pipe',
    });
    expect(fs.readFileSync(seen, 'utf8').trim()).toBe(
      'run build NODE_ENV=production BUNDLE_BUDGET=warn',
    );
  });
});

describe('the bundle budget', () => {
  it.each([
    [149.9, {}, 'within'],
    [150, {}, 'within'],
    [205, {}, 'fail'],
    [205, { BUNDLE_BUDGET: 'warn' }, 'warn'],
    [100, { BUNDLE_BUDGET: 'warn' }, 'within'],
  ] as const)('%d KB with %j: %s', (totalKb, env, verdict) => {
    expect(budgetVerdict({ totalKb, budgetKb: 150, env })).toBe(verdict);
  });

  /** A fake Vite build whose landing page needs `kb` of incompressible JavaScript. */
  function fakeBuild(kb: number): string {
    const cwd = scratch();
    const web = path.join(cwd, 'dist', 'web');
    fs.mkdirSync(path.join(web, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(web, 'entry.js'), Buffer.alloc(0));
    // Random bytes do not compress, so the gzipped size is about the file's size.
    fs.writeFileSync(path.join(web, 'landing.js'), randomBytes(kb * 1024));
    fs.writeFileSync(
      path.join(web, '.vite', 'manifest.json'),
      JSON.stringify({
        'web/main.tsx': { file: 'entry.js', isEntry: true, imports: [] },
        'web/routes/landing-page.tsx': { file: 'landing.js', imports: [] },
      }),
    );
    return cwd;
  }

  const checkBundle = (cwd: string, env: Record<string, string>) =>
    spawnSync(process.execPath, [path.join(scripts, 'check-bundle-size.mjs')], {
      cwd,
      env: { PATH: process.env.PATH ?? '', ...env },
      encoding: 'utf8',
    });

  it('fails `npm run build` over budget', () => {
    const result = checkBundle(fakeBuild(205), {});
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Over the first-load budget: \/ by 11\d\.\d KB/);
  });

  it('only warns in the build npm start runs', () => {
    const result = checkBundle(fakeBuild(205), { BUNDLE_BUDGET: 'warn' });
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(/Warning: Over the first-load budget.*Starting anyway/);
  });

  it('passes within budget', () => {
    expect(checkBundle(fakeBuild(80), {}).status).toBe(0);
  });
});
