/**
 * The sitemap (issue 9, "Findable"): /sitemap.xml indexes one file per kind of public page and
 * range of at most 50,000 addresses — the protocol's limit; at about 150 bytes an address a file
 * stays near 7 MB, far inside its 50 MB. A daily job (sitemap.job.ts) cuts the ranges; a file's
 * XML is read from its range when a crawler asks, so it lists the pages as they are then.
 * Public clubs are listed; profiles join when members can choose to be listed, threads and posts
 * as they arrive.
 */
import { categories } from '../../../contracts/categories.js';
import { paths } from '../../../contracts/paths.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { KeyRange } from '../../platform/db/key-ranges.queries.js';
import type { SitemapStatus } from '../../../contracts/seo.js';
import type { SitemapPage } from '../../platform/sitemap-page.js';
import { sitemapIndexXml, urlSetXml, type SitemapEntry } from './sitemap-xml.js';
import {
  findSitemapFile,
  listSitemapFiles,
  replaceSitemapFiles,
  type SitemapFileRow,
} from './sitemap.queries.js';

/**
 * Addresses per file when cut: under the sitemaps.org limit of 50,000, so a day of new books
 * joining a file's range before the next cut keeps it under the limit.
 */
export const addressesPerFile = 45_000;

/** A module's public pages, in ranges of their keys (platform/db/key-ranges.queries.ts). */
export interface SitemapSource {
  ranges(size: number): Promise<KeyRange[]>;
  /** The pages from key `from` (null: the first) up to `before` (null: the last). */
  pages(from: string | null, before: string | null): Promise<SitemapPage[]>;
}

/** The site's own pages and the categories: a few hundred, listed whole. */
const fixedPages = [
  paths.landing,
  paths.findBooks,
  paths.browse,
  paths.findAuthors,
  paths.bookClubs,
];

function fixedFile(kind: 'pages' | 'categories'): string[] {
  return kind === 'pages' ? fixedPages : categories.map((c) => paths.category(c.slug));
}

export function createSitemapService(deps: {
  db: Db;
  clock: Clock;
  appUrl: string;
  /** Keyed by the kind's name in the files' names (books-1.xml). */
  sources: Record<'books' | 'authors' | 'clubs', SitemapSource>;
}) {
  const { db, clock, appUrl, sources } = deps;

  /** Every kind of page cut into files of at most `size` addresses. */
  async function cut(size: number): Promise<SitemapFileRow[]> {
    const builtAt = clock.now();
    const rows: SitemapFileRow[] = (['pages', 'categories'] as const).map((kind) => ({
      name: `${kind}-1`,
      kind,
      position: 1,
      firstKey: null,
      lastKey: null,
      urlCount: fixedFile(kind).length,
      builtAt,
    }));
    for (const [kind, source] of Object.entries(sources)) {
      const ranges = await source.ranges(size);
      // Each file runs from its first key up to the next file's: together they cover every
      // key, so a page added before the next cut is listed too.
      for (const [index, range] of ranges.entries())
        rows.push({
          name: `${kind}-${index + 1}`,
          kind,
          position: index + 1,
          firstKey: index === 0 ? null : range.firstKey,
          lastKey: ranges[index + 1]?.firstKey ?? null,
          urlCount: range.count,
          builtAt,
        });
    }
    return rows;
  }

  /** The last build's files; before the first build, the files as they would be cut now. */
  async function currentFiles(): Promise<SitemapFileRow[]> {
    const stored = await listSitemapFiles(db);
    return stored.length > 0 ? stored : cut(addressesPerFile);
  }

  /** A file's pages; the site's own pages and the categories carry no date of change. */
  async function pagesOf(file: SitemapFileRow): Promise<SitemapEntry[]> {
    if (file.kind === 'pages' || file.kind === 'categories')
      return fixedFile(file.kind).map((path) => ({ loc: appUrl + path }));
    const source = sources[file.kind as keyof typeof sources];
    if (!source) return [];
    const pages = await source.pages(file.firstKey, file.lastKey);
    return pages.map((p) => ({ loc: appUrl + p.path, lastModified: p.lastModified }));
  }

  return {
    /** Cuts every kind of page into files anew (the daily job); how many files and addresses. */
    async rebuild(size = addressesPerFile): Promise<{ files: number; addresses: number }> {
      const rows = await cut(size);
      await replaceSitemapFiles(db, rows);
      return { files: rows.length, addresses: rows.reduce((sum, row) => sum + row.urlCount, 0) };
    },

    /** "Build now" in /admin/sitemap: a rebuild, audited, and what it lists. */
    async buildNow(actorId: string, ipAddress: string): Promise<SitemapStatus> {
      const built = await this.rebuild();
      await recordAudit(db, {
        actorId,
        action: 'sitemap.rebuilt',
        targetType: 'sitemap',
        targetId: null,
        after: built,
        ipAddress,
      });
      return this.status();
    },

    /** What the last build lists, per kind and file (/admin/sitemap); empty before any. */
    async status(): Promise<SitemapStatus> {
      const files = await listSitemapFiles(db);
      const kinds = new Map<string, { kind: string; files: number; addresses: number }>();
      for (const file of files) {
        const kind = kinds.get(file.kind) ?? { kind: file.kind, files: 0, addresses: 0 };
        kind.files += 1;
        kind.addresses += file.urlCount;
        kinds.set(file.kind, kind);
      }
      const builtAt = files.reduce<Date | null>(
        (latest, f) => (latest && latest > f.builtAt ? latest : f.builtAt),
        null,
      );
      return {
        builtAt: builtAt?.toISOString() ?? null,
        kinds: [...kinds.values()],
        files: files.map((f) => ({
          name: f.name,
          kind: f.kind,
          urlCount: f.urlCount,
          path: `/sitemaps/${f.name}.xml`,
        })),
        addresses: files.reduce((sum, f) => sum + f.urlCount, 0),
      };
    },

    /** /sitemap.xml: every file of the last build. */
    async indexXml(): Promise<string> {
      const files = await currentFiles();
      return sitemapIndexXml(
        files.map((f) => ({ loc: `${appUrl}/sitemaps/${f.name}.xml`, lastModified: f.builtAt })),
      );
    },

    /** One file's XML, or null when the last build has no such file. */
    async fileXml(name: string): Promise<string | null> {
      const file =
        (await findSitemapFile(db, name)) ?? (await currentFiles()).find((f) => f.name === name);
      if (!file) return null;
      return urlSetXml(await pagesOf(file));
    },

    /** /robots.txt: the pages not worth a crawler's visit, and where the sitemap is. */
    robotsTxt(): string {
      return [
        "# Bookhive's public pages (books, authors, categories, shelves) are for everyone; a",
        "# reader's own pages and the back-office are not worth a crawler's visit. /api/ stays",
        '# open: engines that run the pages’ JavaScript read the same API a browser does.',
        'User-agent: *',
        'Allow: /',
        ...robotsDisallowed.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${appUrl}/sitemap.xml`,
        '',
      ].join('\n');
    },
  };
}

const robotsDisallowed = [
  paths.admin,
  paths.auth,
  paths.dashboard,
  paths.settings,
  paths.profile,
  paths.welcome,
  paths.authorDashboard,
  paths.bookShelfImport,
  paths.readingStats,
  paths.notifications,
  paths.unsubscribe,
];

export type SitemapService = ReturnType<typeof createSitemapService>;
