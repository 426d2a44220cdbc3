/**
 * Redirect rules of /admin/url-management (issue 9, item 5): old path → new path, 301 or 302.
 * Both sides normalise paths the same way, so the rule staff type is the rule the server
 * matches, whatever script the path is written in or however a browser percent-encodes it.
 */
import { z } from './zod.js';

export const redirectStatusCodes = [301, 302] as const;
export type RedirectStatusCode = (typeof redirectStatusCodes)[number];

/** Paths never redirected: the API, the back-office and files (assets, uploads, robots...). */
export const neverRedirectedPrefixes = ['/api', '/admin', '/assets', '/uploads', '/sitemaps'];

export const redirectPathMax = 500;

/**
 * A path as rules store and match it: percent-decoded (where valid), Unicode NFC, one slash
 * between segments, no trailing slash (the landing page stays `/`). Null when it is not a
 * site path (no leading slash, or a `//host` address).
 */
export function normaliseRedirectPath(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return null;
  let decoded = trimmed;
  try {
    decoded = decodeURIComponent(trimmed);
  } catch {
    // A stray % is kept as typed: it is still one path, just not an encoded one.
  }
  const path = decoded
    .normalize('NFC')
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1');
  return path;
}

/** Why `path` may never be an old path of a rule, or null when it may. */
export function unredirectableReason(path: string): string | null {
  if (path === '/') return 'The landing page cannot be redirected.';
  const prefix = neverRedirectedPrefixes.find((p) => path === p || path.startsWith(`${p}/`));
  if (prefix) return `Paths under ${prefix} are never redirected.`;
  if (/\.[A-Za-z0-9]{1,8}$/.test(path))
    return 'Files (paths ending in an extension) are never redirected.';
  return null;
}

const pathField = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(redirectPathMax, `${label} must be at most ${redirectPathMax} characters.`)
    .refine(
      // eslint-disable-next-line no-control-regex -- control characters are what is refused
      (value) => !/[\u0000-\u001f\u007f\s\\]/.test(value),
      `${label} must not contain spaces, backslashes or control characters.`,
    )
    .refine(
      (value) => value.startsWith('/') && !value.startsWith('//'),
      `${label} must start with / (a path on this site, such as /old-page).`,
    );

export const redirectRuleInputSchema = z.object({
  fromPath: pathField('The old path').refine(
    (value) => !value.includes('?') && !value.includes('#'),
    'The old path must not have a query string or #: rules match the path, and keep the query.',
  ),
  toPath: pathField('The new path').refine(
    (value) => !value.includes('#'),
    'The new path must not have a #.',
  ),
  statusCode: z.union([z.literal(301), z.literal(302)], {
    error: 'The status must be 301 (moved for good) or 302 (moved for now).',
  }),
});
export type RedirectRuleInput = z.input<typeof redirectRuleInputSchema>;

export const redirectRuleSchema = z.object({
  id: z.uuid(),
  fromPath: z.string(),
  toPath: z.string(),
  statusCode: z.union([z.literal(301), z.literal(302)]),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RedirectRule = z.infer<typeof redirectRuleSchema>;

export const redirectRuleListSchema = z.object({ rules: z.array(redirectRuleSchema) });
export type RedirectRuleList = z.infer<typeof redirectRuleListSchema>;

export const redirectRuleParamsSchema = z.object({ id: z.uuid('No such redirect rule.') });

export const redirectTestQuerySchema = z.object({
  path: z.string().trim().min(1, 'Type a path to test, such as /old-page.').max(2_000),
});

/** What the server would do with a path: which rule applies and where the browser goes. */
export const redirectTestResultSchema = z.object({
  path: z.string(),
  rule: redirectRuleSchema.nullable(),
  location: z.string().nullable(),
  statusCode: z.union([z.literal(301), z.literal(302)]).nullable(),
  /** Why nothing applies when no rule could (an API path, a file...). */
  note: z.string().nullable(),
});
export type RedirectTestResult = z.infer<typeof redirectTestResultSchema>;
