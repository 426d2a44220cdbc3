/**
 * Real visitors' web vitals (issue 9, item 6): what the web app reports into SPEC §3's
 * performance_metrics, the page types they are grouped by, and the good / needs-improvement /
 * poor thresholds the back-office draws.
 */
import { routePatterns } from './paths.js';
import { z } from './zod.js';

export const vitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof vitalNames)[number];

/**
 * Good up to the first figure, poor above the second. LCP and CLS are SPEC §9's (largest paint
 * 2500/4000 ms, layout shift 0.1/0.25); §9's "input delay 100/300 ms" is FID, which INP
 * replaced, so INP, FCP and TTFB use web.dev's published thresholds (INP 200/500 ms, FCP
 * 1800/3000 ms, TTFB 800/1800 ms).
 */
export const vitalThresholds: Record<
  VitalName,
  { good: number; poor: number; unit: 'ms' | 'score' }
> = {
  LCP: { good: 2500, poor: 4000, unit: 'ms' },
  INP: { good: 200, poor: 500, unit: 'ms' },
  CLS: { good: 0.1, poor: 0.25, unit: 'score' },
  FCP: { good: 1800, poor: 3000, unit: 'ms' },
  TTFB: { good: 800, poor: 1800, unit: 'ms' },
};

export const vitalLabels: Record<VitalName, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function rateVital(name: VitalName, value: number): VitalRating {
  const t = vitalThresholds[name];
  return value <= t.good ? 'good' : value <= t.poor ? 'needs-improvement' : 'poor';
}

export const vitalPageTypes = [
  'landing',
  'book',
  'author',
  'category',
  'browse',
  'find-books',
  'find-authors',
  'profile',
  'shelf',
  'other',
] as const;
export type VitalPageType = (typeof vitalPageTypes)[number];

/** A pattern of contracts/paths as a RegExp over a decoded pathname. */
const matcher = (pattern: string) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);

const pageTypeMatchers: [RegExp, VitalPageType][] = [
  [/^\/$/, 'landing'],
  [matcher(routePatterns.book), 'book'],
  [matcher(routePatterns.author), 'author'],
  [matcher(routePatterns.authorShort), 'author'],
  [matcher(routePatterns.category), 'category'],
  [/^\/browse\/?$/, 'browse'],
  [/^\/find-books\/?$/, 'find-books'],
  [/^\/find-authors\/?$/, 'find-authors'],
  [matcher(routePatterns.userProfile), 'profile'],
  [/^\/book-shelf(\/[^/]+)?\/?$/, 'shelf'],
];

/** The page type of a path, as the vitals are grouped; anything unlisted is "other". */
export function vitalPageTypeOf(pathname: string): VitalPageType {
  return pageTypeMatchers.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'other';
}

/** Limits of one report (a page view's vitals, sent when the page is hidden). */
export const vitalReportLimits = { maxMetrics: 10, pageUrlMax: 2_000 } as const;

/**
 * The largest value worth keeping: a minute for the timings, 100 for the layout shift score;
 * anything larger is a broken clock or a forged report.
 */
const maxValue: Record<VitalName, number> = {
  LCP: 60_000,
  INP: 60_000,
  CLS: 100,
  FCP: 60_000,
  TTFB: 60_000,
};

export const vitalMeasurementSchema = z
  .object({
    name: z.enum(vitalNames, { error: `name must be one of ${vitalNames.join(', ')}` }),
    value: z.number().finite().min(0, 'value must not be negative'),
    /** web-vitals' id of the measurement (one per page load and metric). */
    id: z
      .string()
      .max(100)
      .regex(/^[\w.-]+$/, 'id must be web-vitals’ metric id'),
    navigationType: z
      .enum([
        'navigate',
        'reload',
        'back-forward',
        'back-forward-cache',
        'prerender',
        'restore',
        'soft-navigation',
      ])
      .optional(),
  })
  .refine((m) => m.value <= maxValue[m.name], {
    message: 'value is out of range for that metric',
    path: ['value'],
  });

export const vitalReportSchema = z.object({
  /** The tab's analytics session id (SPEC §3 session storage). */
  sessionId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'sessionId must be 8-64 letters, digits or dashes'),
  /** The page's path; a query string or fragment is dropped before storing. */
  pageUrl: z
    .string()
    .max(vitalReportLimits.pageUrlMax)
    .regex(/^\/(?!\/)/, 'pageUrl must be a path on this site'),
  metrics: z.array(vitalMeasurementSchema).min(1).max(vitalReportLimits.maxMetrics),
});
export type VitalReport = z.input<typeof vitalReportSchema>;

export const vitalsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(90).default(28),
});

export const vitalsSeriesSchema = z.object({
  from: z.string(),
  to: z.string(),
  series: z.array(
    z.object({
      metric: z.enum(vitalNames),
      pageType: z.enum(vitalPageTypes),
      points: z.array(z.object({ day: z.string(), p75: z.number(), samples: z.number() })),
    }),
  ),
});
export type VitalsSeries = z.infer<typeof vitalsSeriesSchema>;
