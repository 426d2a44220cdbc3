/**
 * Affiliates (issue 12, /admin/financial → Affiliates): the Amazon associate tag "View on Amazon"
 * links carry, editable by staff (affiliates_edit), and how often those links are followed, by
 * book and by day — counted without tracking the reader (no member, address or cookie kept).
 */
import { z } from './zod.js';

/** Days of clicks staff see. */
export const affiliateClickDays = 30;
/** Books in the top list. */
export const affiliateTopBooks = 10;

export const amazonTagPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
export const affiliateMessages = {
  invalidTag:
    'An Amazon associate tag is letters, digits, dashes and underscores, such as bookhive-20.',
} as const;

export const affiliateOverviewSchema = z.object({
  /** The tag links carry now: staff's, else the server's environment value. */
  amazonTag: z.string(),
  /** Staff's tag; null when links fall back to the environment's. */
  customTag: z.string().nullable(),
  environmentTag: z.string(),
  /** The last `affiliateClickDays` UTC days, oldest first, every day present. */
  clicksByDay: z.array(z.object({ day: z.string(), clicks: z.number().int() })),
  topBooks: z.array(
    z.object({
      workId: z.string(),
      title: z.string(),
      authors: z.string(),
      path: z.string().nullable(),
      clicks: z.number().int(),
    }),
  ),
  totalClicks: z.number().int(),
});
export type AffiliateOverview = z.infer<typeof affiliateOverviewSchema>;

export const updateAffiliateTagSchema = z.object({
  /** The new tag; null (or empty) goes back to the environment's. */
  amazonTag: z
    .string()
    .trim()
    .max(64)
    .nullable()
    .refine((tag) => !tag || amazonTagPattern.test(tag), affiliateMessages.invalidTag),
});
export type UpdateAffiliateTag = z.input<typeof updateAffiliateTagSchema>;

export const amazonClickParamsSchema = z.object({ workId: z.uuid() });
