/**
 * After `vite build`: the JavaScript each public page needs before it can render — the entry
 * chunk, everything it imports statically, and the page's route chunk with its static imports
 * — gzipped. Prints the landing page's chunks and every public page's total; fails the build
 * when a page is over its budget — or, in the build `npm start` runs, only warns
 * (build-plan.mjs).
 *
 * Issue 9's target, 90 KB, is every public page's budget (docs/performance.md, "First loads").
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { budgetVerdict } from './build-plan.mjs';

/** DIST_WEB checks a build made elsewhere (`vite build --outDir`), leaving dist/web to a running server. */
const dist = path.resolve(process.env.DIST_WEB ?? 'dist/web');
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

/** Issue 9's target, and the budget of every public page, in KB gzip. */
const budgetKb = 90;

/** The public pages (server-rendered for visitors, decision 0012), by route module. */
const publicPages = {
  '/': 'routes/landing-page.tsx',
  '/book/…': 'routes/books/book-page.tsx',
  '/author/…': 'routes/authors/author-page.tsx',
  '/find-books/{category}': 'routes/books/category-page.tsx',
  '/browse': 'routes/books/browse-page.tsx',
  '/find-books': 'routes/books/find-books-page.tsx',
  '/find-authors': 'routes/authors/find-authors-page.tsx',
  '/{username}': 'routes/slug-page.tsx',
  '/u/{username}': 'routes/profiles/user-profile-page.tsx',
  '/book-shelf/{id}': 'routes/shelves/user-shelf-page.tsx',
  '/forum…': 'routes/forum/forum-pages.tsx',
  '/book-clubs': 'routes/clubs/book-clubs-pages.tsx',
  '/b/{slug}': 'routes/clubs/club-pages.tsx',
};

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const landing = Object.keys(manifest).find((key) => key.endsWith(publicPages['/']));
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
const pages = Object.entries(publicPages).flatMap(([page, module]) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(module));
  if (!key) return [];
  const kb = [...closure(key, closure(entry))].reduce(
    (sum, k) => sum + gzipKb(manifest[k].file),
    0,
  );
  return [{ page, kb }];
});
console.log(`First-load JavaScript of each public page (budget: ${budgetKb} KB):`);
console.table(
  pages.map(({ page, kb }) => ({
    page,
    'gzip KB': kb.toFixed(1),
    [`over ${budgetKb} KB`]: kb > budgetKb ? 'yes' : '',
  })),
);
const over = pages.filter(
  ({ kb }) => budgetVerdict({ totalKb: kb, budgetKb, env: process.env }) !== 'within',
);
if (over.length > 0) {
  const list = over.map(({ page, kb }) => `${page} by ${(kb - budgetKb).toFixed(1)} KB`).join(', ');
  const message = `Over the first-load budget: ${list}.`;
  if (budgetVerdict({ totalKb: over[0].kb, budgetKb, env: process.env }) === 'fail') {
    console.error(message);
    process.exit(1);
  }
  console.warn(`Warning: ${message} Starting anyway; \`npm run build\` (CI) fails on this.`);
}
