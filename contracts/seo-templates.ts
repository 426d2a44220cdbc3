/**
 * Titles and descriptions of public pages as staff write them in /admin/seo (issue 9, item 5):
 * one template per page type with `{placeholders}`, the limits a template must keep, and the
 * one renderer that both the server's page heads and the back-office preview use, so the
 * preview shows exactly what search engines get.
 */
import { z } from './zod.js';

export const seoPageTypes = [
  'landing',
  'book',
  'author',
  'category',
  'browse',
  'find-books',
  'find-authors',
  'profile',
] as const;
export type SeoPageType = (typeof seoPageTypes)[number];

export const seoPageTypeLabels: Record<SeoPageType, string> = {
  landing: 'Landing page',
  book: 'Book page',
  author: 'Author page',
  category: 'Category page',
  browse: 'Browse',
  'find-books': 'Find Books',
  'find-authors': 'Find Authors',
  profile: 'Reader profile',
};

/** What each page type can put in its texts; every type has {siteName}. */
export const seoPlaceholders = {
  landing: ['siteName'],
  book: ['title', 'author', 'description', 'siteName'],
  author: ['name', 'bio', 'knownFor', 'siteName'],
  category: ['category', 'siteName'],
  browse: ['siteName'],
  'find-books': ['siteName'],
  'find-authors': ['siteName'],
  profile: ['name', 'username', 'siteName'],
} as const satisfies Record<SeoPageType, readonly string[]>;

export type SeoValues<T extends SeoPageType> = Record<(typeof seoPlaceholders)[T][number], string>;

/**
 * Limits on the template as typed. Engines show about 60 characters of a title and 155–160 of
 * a description; longer templates are allowed (placeholders shrink or grow) but the rendered
 * texts are cut to these lengths, and the preview warns past them.
 */
export const seoTemplateLimits = {
  titleMax: 150,
  descriptionMax: 400,
  shownTitle: 60,
  shownDescription: 160,
  /** A rendered title is cut here; a description at shownDescription. */
  renderedTitleMax: 120,
} as const;

/** Today's texts, written as templates: what the editor starts from and "Reset" restores. */
export const seoDefaultTemplates: Record<SeoPageType, { title: string; description: string }> = {
  landing: {
    title: '{siteName} · Reading Reimagined',
    description:
      '{siteName}: keep your bookshelf, join or start book clubs and talk books with readers who love them. Reading Reimagined.',
  },
  book: {
    title: '{title} by {author} · {siteName}',
    description: '{description}',
  },
  author: { title: '{name} · {siteName}', description: '{bio}' },
  category: {
    title: '{category} books · {siteName}',
    description: 'The best {category} books, rated and reviewed by readers on {siteName}.',
  },
  browse: {
    title: 'Browse books by category · {siteName}',
    description: 'Every category of books, from fantasy to philosophy, on {siteName}.',
  },
  'find-books': {
    title: 'Find Books · {siteName}',
    description: 'Search a million books by title, author or ISBN on {siteName}.',
  },
  'find-authors': {
    title: 'Find Authors · {siteName}',
    description: 'Authors and their books, with verified author pages, on {siteName}.',
  },
  profile: {
    title: '{name} (@{username}) · {siteName}',
    description: "{name}'s bookshelf, reviews and reading on {siteName}.",
  },
};

const placeholderPattern = /\{([^{}]*)\}/g;

function listOf(names: readonly string[]): string {
  const quoted = names.map((n) => `{${n}}`);
  return quoted.length <= 1
    ? (quoted[0] ?? '')
    : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}

/** What is wrong with one template of `pageType`, in words staff can act on; [] when fine. */
export function templateProblems(
  pageType: SeoPageType,
  field: 'title' | 'description',
  template: string,
): string[] {
  const label = field === 'title' ? 'The title' : 'The description';
  const max = field === 'title' ? seoTemplateLimits.titleMax : seoTemplateLimits.descriptionMax;
  const known: readonly string[] = seoPlaceholders[pageType];
  const problems: string[] = [];
  if (template.trim() === '') problems.push(`${label} is required.`);
  if (template.length > max) problems.push(`${label} must be at most ${max} characters.`);
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(template))
    problems.push(`${label} must be one line of text, without control characters.`);
  for (const [, name] of template.matchAll(placeholderPattern))
    if (!known.includes(name ?? ''))
      problems.push(
        `${label} uses {${name}}, which a ${pageType} page does not have: use ${listOf(known)}.`,
      );
  // A lone brace is almost always a typo of a placeholder.
  if (/[{}]/.test(template.replace(placeholderPattern, '')))
    problems.push(`${label} has a { or } without its partner: placeholders look like {siteName}.`);
  return problems;
}

/** Cuts text at a word to `max` characters, with an ellipsis when cut. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?·-]+$/, '')}…`;
}

/**
 * A template with its values: placeholders filled, an empty value's leftovers tidied (double
 * spaces, a separator left at either end), and the result cut to `max`.
 */
export function renderTemplate(
  template: string,
  values: Readonly<Record<string, string>>,
  max: number,
): string {
  const filled = template.replace(placeholderPattern, (_m, name: string) => values[name] ?? '');
  const tidy = filled
    .replace(/\s+/g, ' ')
    .replace(/^[\s·|,:-]+|[\s·|,:-]+$/g, '')
    .replace(/ by ·/g, ' ·')
    .trim();
  return cutText(tidy, max);
}

export const seoPageTypeSchema = z.enum(seoPageTypes, {
  error: `Unknown page type: use one of ${seoPageTypes.join(', ')}.`,
});
export const seoTemplateParamsSchema = z.object({ pageType: seoPageTypeSchema });
export const seoTemplateBodySchema = z.object({
  title: z.string().max(2_000),
  description: z.string().max(2_000),
});
export type SeoTemplateInput = z.infer<typeof seoTemplateBodySchema>;

export const seoTemplateSchema = z.object({
  pageType: seoPageTypeSchema,
  title: z.string(),
  description: z.string(),
  /** False while the page uses today's built-in texts. */
  customised: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type SeoTemplate = z.infer<typeof seoTemplateSchema>;
export const seoTemplateListSchema = z.object({
  siteName: z.string(),
  siteUrl: z.string(),
  templates: z.array(seoTemplateSchema),
});
export type SeoTemplateList = z.infer<typeof seoTemplateListSchema>;
