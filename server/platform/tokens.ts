/** Random secrets for cookies and e-mailed links; only their SHA-256 ever reaches the database. */
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
