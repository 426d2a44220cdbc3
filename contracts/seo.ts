/** What search engines read (issue 9): the sitemap's files. */
import { z } from 'zod';

/** A sitemap file's name as its address gives it: books-1.xml, authors-12.xml, pages-1.xml. */
export const sitemapFileParamsSchema = z.object({
  file: z.string().regex(/^[a-z]+-[1-9][0-9]{0,5}\.xml$/, 'No such sitemap file'),
});
