/**
 * The error catalogue (ARCHITECTURE rule 8): services throw AppError with a stable code, and
 * one handler renders every failure as { error: { code, message, details?, errorId? } }.
 * A 5xx never shows a stack, only an error id that is also in the log.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode, FieldIssue } from '../../contracts/errors.js';
import { authErrorMessages, schemaMessages } from '../../contracts/messages.js';
import type { PlanFeature } from '../../contracts/payments.js';

const statusOf: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  PLAN_REQUIRED: 403,
  CSRF_REJECTED: 403,
  SIGNATURE_INVALID: 400,
  EMAIL_NOT_CONFIRMED: 403,
  NOT_FOUND: 404,
  NOT_ACCEPTABLE: 406,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  USERNAME_TAKEN: 409,
  TOKEN_INVALID: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.status = statusOf[code];
  }
}

/** The catalogue: one constructor per kind of failure a service may report. */
export const errors = {
  validation: (message: string, issues: FieldIssue[] = []) =>
    new AppError('VALIDATION_FAILED', message, { issues }),
  unauthenticated: () => new AppError('UNAUTHENTICATED', authErrorMessages.sessionMissing),
  forbidden: (message = 'You do not have permission to do that.') =>
    new AppError('FORBIDDEN', message),
  /** The member's plan lacks `feature`: a 403 whose message says which plan brings it. */
  planRequired: (feature: PlanFeature, message: string) =>
    new AppError('PLAN_REQUIRED', message, { feature }),
  /** `details` may say why, when a page should tell (a club that is suspended, not gone). */
  notFound: (what = 'The page or item', details?: Record<string, unknown>) =>
    new AppError('NOT_FOUND', `${what} was not found.`, details),
  conflict: (message: string) => new AppError('CONFLICT', message),
  /** A webhook whose signature is missing, wrong, or too old: nothing of it was used. */
  signatureInvalid: (message: string) => new AppError('SIGNATURE_INVALID', message),
  invalidCredentials: (attemptsRemaining: number) =>
    new AppError('INVALID_CREDENTIALS', authErrorMessages.invalidCredentials, {
      attemptsRemaining,
    }),
  emailNotConfirmed: () => new AppError('EMAIL_NOT_CONFIRMED', authErrorMessages.emailNotConfirmed),
  emailTaken: () => new AppError('EMAIL_TAKEN', authErrorMessages.alreadyRegistered),
  usernameTaken: (message: string) => new AppError('USERNAME_TAKEN', message),
  rateLimited: (lockedUntil: Date, now: Date) =>
    errors.rateLimitedFor((lockedUntil.getTime() - now.getTime()) / 1000),
  /** A 429 with Retry-After: the §8 text unless a clearer one fits (non-auth routes). */
  rateLimitedFor: (waitSeconds: number, message: string = authErrorMessages.tooManyRequests) => {
    const seconds = Math.max(1, Math.ceil(waitSeconds));
    return new AppError('RATE_LIMITED', message, {
      lockedForMinutes: Math.ceil(seconds / 60),
      retryAfterSeconds: seconds,
    });
  },
  tokenInvalid: (message: string) => new AppError('TOKEN_INVALID', message),
  payloadTooLarge: (message: string) => new AppError('PAYLOAD_TOO_LARGE', message),
  unsupportedMedia: (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message),
  notAcceptable: (message: string) => new AppError('NOT_ACCEPTABLE', message),
  serviceUnavailable: (message: string) => new AppError('SERVICE_UNAVAILABLE', message),
};

function send(reply: FastifyReply, status: number, body: ErrorBody): void {
  if (status === 429) {
    const retry = (body.error.details as { retryAfterSeconds?: number } | undefined)
      ?.retryAfterSeconds;
    if (retry) void reply.header('retry-after', String(retry));
  }
  void reply.status(status).send(body);
}

function validationIssues(error: FastifyError): FieldIssue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => ({
    path: issue.instancePath.split('/').filter(Boolean),
    message: issue.message ?? schemaMessages.invalidInput,
  }));
}

/** Installs the one error handler and the JSON 404 for unknown API routes. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply) => {
    if (error instanceof AppError) {
      send(reply, error.status, {
        error: {
          code: error.code,
          message: error.message,
          ...(error.details ? { details: error.details } : {}),
        },
      });
      return;
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = validationIssues(error);
      send(reply, 400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: issues[0]?.message ?? schemaMessages.invalidInput,
          details: { issues },
        },
      });
      return;
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      send(reply, 413, {
        error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
      });
      return;
    }
    if (status === 415) {
      send(reply, 415, {
        error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type.' },
      });
      return;
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, empty body...): a 400 in our shape.
      send(reply, 400, {
        error: { code: 'VALIDATION_FAILED', message: schemaMessages.invalidInput },
      });
      return;
    }
    const errorId = randomUUID();
    request.log.error({ err: error, errorId }, 'Unhandled error');
    send(reply, 500, { error: { code: 'INTERNAL', message: authErrorMessages.server, errorId } });
  });
}
