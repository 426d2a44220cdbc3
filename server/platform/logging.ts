/**
 * pino options: secrets never reach the log. Headers that carry credentials, password and
 * token fields anywhere in a logged object, and token-like query parameters in request URLs
 * (e-mailed links put tokens there) are all redacted.
 */
import type { FastifyServerOptions } from 'fastify';

const redactedQueryParams = /([?&](?:token|code|access_token|refresh_token)=)[^&#]*/gi;

/** Replaces the values of token-like query parameters with [redacted]. */
export function redactUrl(url: string): string {
  return url.replace(redactedQueryParams, '$1[redacted]');
}

/** Fields whose values are secrets wherever they sit in a logged object. */
const secretFields = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'tokenHash',
  'smtpUrl',
  'databaseUrl',
];

export const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  // pino's wildcards match exactly one level, so `log.info({ password })` needs the bare name:
  // the logged object's own fields, and those of objects up to two levels inside it.
  ...secretFields.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** The Fastify logger settings for a log level. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          ip: request.ip,
          id: request.id,
        };
      },
    },
  };
}
