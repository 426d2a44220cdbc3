/**
 * After `vite build`: the JavaScript each public page needs before it can render — the entry
 * chunk, everything it imports statically, and the page's route chunk with its static imports
 * — gzipped. Prints the landing page's chunks and every public page's total; fails the build
 * when a page is over its budget — or, in the build `npm start` runs, only warns
 * (build-plan.mjs).
 *
 * Issue 9's target is 90 KB for every public page, and it is each page's budget, but for the
 * three that draw the category taxonomy: they are 4–7 KB over it, and their budget is what they
 * weigh now with a little room (docs/performance.md, "First loads").
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { budgetVerdict } from './build-plan.mjs';

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

/** Issue 9's target for every public page. */
const pageTargetKb = 90;

/**
 * The public pages (server-rendered for visitors, decision 0012), by route module, each with
 * its budget in KB gzip.
 */
const publicPages = {
  '/': { module: 'routes/landing-page.tsx', budgetKb: pageTargetKb },
  '/book/…': { module: 'routes/books/book-page.tsx', budgetKb: pageTargetKb },
  '/author/…': { module: 'routes/authors/author-page.tsx', budgetKb: pageTargetKb },
  // The three below draw the category taxonomy with its icons (8 KB).
  '/find-books/{category}': { module: 'routes/books/category-page.tsx', budgetKb: 98 },
  '/browse': { module: 'routes/books/browse-page.tsx', budgetKb: 97 },
  '/find-books': { module: 'routes/books/find-books-page.tsx', budgetKb: 99 },
  '/find-authors': { module: 'routes/authors/find-authors-page.tsx', budgetKb: pageTargetKb },
  '/{username}': { module: 'routes/slug-page.tsx', budgetKb: pageTargetKb },
  '/u/{username}': { module: 'routes/profiles/user-profile-page.tsx', budgetKb: pageTargetKb },
  '/book-shelf/{id}': { module: 'routes/shelves/user-shelf-page.tsx', budgetKb: pageTargetKb },
};

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const landing = Object.keys(manifest).find((key) => key.endsWith(publicPages['/'].module));
if (!entry || !landing) throw new Error('Entry or landing chunk missing from the Vite manifest');

let total = 0;
const rows = [...closure(landing, closure(entry))].map((key) => {
  const kb = gzipKb(manifest[key].file);
  total += kb;
  return { chunk: manifest[key].file, 'gzip KB': kb.toFixed(1) };
});
console.log('\nInitial JavaScript of the landing page (/):');
console.table(rows);
console.log(`Total: ${total.toFixed(1)} KB gzip\n`);

// Found as the landing page is (by the end of the key); a page the build lacks is not listed.
const pages = Object.entries(publicPages).flatMap(([page, { module, budgetKb }]) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(module));
  if (!key) return [];
  const kb = [...closure(key, closure(entry))].reduce(
    (sum, k) => sum + gzipKb(manifest[k].file),
    0,
  );
  return [{ page, kb, budgetKb }];
});
console.log(`First-load JavaScript of each public page (issue 9's target: ${pageTargetKb} KB):`);
console.table(
  pages.map(({ page, kb, budgetKb }) => ({
    page,
    'gzip KB': kb.toFixed(1),
    budget: budgetKb,
    [`over ${pageTargetKb} KB`]: kb > pageTargetKb ? 'yes' : '',
  })),
);
const over = pages.filter(
  ({ kb, budgetKb }) => budgetVerdict({ totalKb: kb, budgetKb, env: process.env }) !== 'within',
);
if (over.length > 0) {
  const list = over
    .map(({ page, kb, budgetKb }) => `${page} by ${(kb - budgetKb).toFixed(1)} KB`)
    .join(', ');
  const message = `Over the first-load budget: ${list}.`;
  if (
    budgetVerdict({ totalKb: over[0].kb, budgetKb: over[0].budgetKb, env: process.env }) === 'fail'
  ) {
    console.error(message);
    process.exit(1);
  }
  console.warn(`Warning: ${message} Starting anyway; \`npm run build\` (CI) fails on this.`);
}
