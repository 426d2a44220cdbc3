/**
 * After `vite build`: the JavaScript the landing page (/) needs before it can render — the
 * entry chunk, everything it imports statically, and the landing route's chunk — gzipped.
 * Prints every chunk on that path and fails the build above the budget — or, in the build
 * `npm start` runs, only warns (build-plan.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { budgetVerdict } from './build-plan.mjs';

const budgetKb = 150;
const dist = path.resolve('dist/web');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

function gzipKb(file) {
  return zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
}

/** A chunk and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const landing = Object.keys(manifest).find((key) => key.endsWith('routes/landing-page.tsx'));
if (!entry || !landing) throw new Error('Entry or landing chunk missing from the Vite manifest');
const keys = closure(landing, closure(entry));

let total = 0;
const rows = [...keys].map((key) => {
  const kb = gzipKb(manifest[key].file);
  total += kb;
  return { chunk: manifest[key].file, 'gzip KB': kb.toFixed(1) };
});
console.log('\nInitial JavaScript of the landing page (/):');
console.table(rows);
console.log(`Total: ${total.toFixed(1)} KB gzip (budget ${budgetKb} KB)\n`);
const verdict = budgetVerdict({ totalKb: total, budgetKb, env: process.env });
if (verdict !== 'within') {
  const over = `The landing page's initial JavaScript is over budget by ${(total - budgetKb).toFixed(1)} KB.`;
  if (verdict === 'fail') {
    console.error(over);
    process.exit(1);
  }
  console.warn(`Warning: ${over} Starting anyway; \`npm run build\` (CI) fails on this.`);
}
