/** Recognises PostgreSQL errors through Drizzle's wrapper, on PGlite and node-postgres alike. */

interface PgLikeError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

function pgError(error: unknown): PgLikeError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgLikeError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code))
      return candidate;
    current = candidate.cause;
  }
  return null;
}

/** True when `error` is a unique violation (23505), optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgError(error);
  if (pg?.code !== '23505') return false;
  return (
    constraint === undefined ||
    pg.constraint === constraint ||
    String((error as Error).message ?? '').includes(constraint)
  );
}

/** True when `error` is a foreign-key violation (23503): a row named one that is not there. */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgError(error)?.code === '23503';
}
