/** The error body every API failure has (ARCHITECTURE rule 8) and the stable codes. */
import { z } from './zod.js';

export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  /** The member's plan does not include the feature (details: { feature }). */
  'PLAN_REQUIRED',
  'CSRF_REJECTED',
  'SIGNATURE_INVALID',
  'NOT_FOUND',
  'NOT_ACCEPTABLE',
  'CONFLICT',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_CONFIRMED',
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
  'RATE_LIMITED',
  'TOKEN_INVALID',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    details: z.unknown().optional(),
    errorId: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** One field problem inside a VALIDATION_FAILED error. */
export interface FieldIssue {
  path: (string | number)[];
  message: string;
}

/** Details of a RATE_LIMITED error. */
export interface RateLimitDetails {
  lockedForMinutes: number;
  retryAfterSeconds: number;
}

/** Details of an INVALID_CREDENTIALS error: how many tries are left before the lock. */
export interface InvalidCredentialsDetails {
  attemptsRemaining: number;
}
