/** argon2id password hashing (OWASP's m=19 MiB, t=2, p=1). */
import { hash, verify } from '@node-rs/argon2';
import { randomUUID } from 'node:crypto';

// argon2id is @node-rs/argon2's default algorithm; its Algorithm enum is a const enum that
// isolatedModules cannot import, so it is left at the default on purpose.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | null = null;

/**
 * Spends the time of a real password check against a decoy hash. Used when the e-mail has no
 * account, so response times do not tell which e-mails are registered.
 */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  decoyHash ??= hashPassword(randomUUID());
  await verifyPassword(await decoyHash, password);
}
