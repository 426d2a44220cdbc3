/** The authors' side (issue 3 §7): verification requests, book claims and the author dashboard. */
import { authorSummarySchema, bookSummarySchema } from './books.js';
import { httpUrlSchema } from './fields.js';
import { z } from './zod.js';

export const requestStatuses = ['pending', 'approved', 'rejected'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const requestStatusLabels: Record<RequestStatus, string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Not approved',
};

export const verificationRequestInputSchema = z.object({
  /** The author page being claimed, when it exists. */
  authorSlug: z.string().trim().max(120).optional(),
  authorName: z
    .string()
    .trim()
    .min(2, 'Enter the name you publish under')
    .max(120, 'Names can be up to 120 characters'),
  evidence: z
    .string()
    .trim()
    .min(30, 'Tell us a little more (at least 30 characters) so the team can check it is you')
    .max(4_000, 'Keep it under 4,000 characters'),
  links: z.array(httpUrlSchema).max(5, 'Up to 5 links').default([]),
});
export type VerificationRequestInput = z.input<typeof verificationRequestInputSchema>;

export const verificationRequestSchema = z.object({
  id: z.uuid(),
  authorName: z.string(),
  author: z.object({ name: z.string(), slug: z.string() }).nullable(),
  evidence: z.string(),
  links: z.array(z.string()),
  status: z.enum(requestStatuses),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type VerificationRequest = z.infer<typeof verificationRequestSchema>;

export const bookClaimInputSchema = z.object({
  workId: z.uuid({ error: 'Choose a book' }),
  note: z.string().trim().max(1_000, 'Keep the note under 1,000 characters').default(''),
});
export type BookClaimInput = z.input<typeof bookClaimInputSchema>;

export const bookClaimSchema = z.object({
  id: z.uuid(),
  book: bookSummarySchema,
  note: z.string(),
  status: z.enum(requestStatuses),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type BookClaim = z.infer<typeof bookClaimSchema>;

export const authorDashboardSchema = z.object({
  /** The author page this account is verified for, if any. */
  author: authorSummarySchema.nullable(),
  books: z.array(bookSummarySchema),
  requests: z.array(verificationRequestSchema),
  claims: z.array(bookClaimSchema),
  abilities: z.object({ requestVerification: z.boolean(), claimBooks: z.boolean() }),
});
export type AuthorDashboard = z.infer<typeof authorDashboardSchema>;
