/** What search engines read (issue 9): the sitemap's files. */
import { z } from 'zod';

/** A sitemap file's name as its address gives it: books-1.xml, authors-12.xml, pages-1.xml. */
export const sitemapFileParamsSchema = z.object({
  file: z.string().regex(/^[a-z]+-[1-9][0-9]{0,5}\.xml$/, 'No such sitemap file'),
});

/** /admin/sitemap: what the last build lists, per kind of page and per file. */
export const sitemapStatusSchema = z.object({
  /** When the files were last cut; null before the first build. */
  builtAt: z.string().nullable(),
  kinds: z.array(z.object({ kind: z.string(), files: z.number(), addresses: z.number() })),
  files: z.array(
    z.object({ name: z.string(), kind: z.string(), urlCount: z.number(), path: z.string() }),
  ),
  addresses: z.number(),
});
export type SitemapStatus = z.infer<typeof sitemapStatusSchema>;
