/**
 * Creating an account: the user row and its profile, in one transaction. Shared by sign-up,
 * the CLI and the demo seed, none of which needs an HTTP server for it. The demo seed also
 * retires a published password here.
 */
import type { Role } from '../../../contracts/roles.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/db-errors.js';
import { errors } from '../../platform/errors.js';
import { deleteUserSessions } from '../../platform/sessions/session.queries.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import { findUserByEmail, insertUser, updatePasswordHash } from './auth.queries.js';
import { hashPassword, verifyPassword } from './passwords.js';

export interface NewAccount {
  email: string;
  password: string;
  fullName: string;
  username?: string | undefined;
  bio?: string;
  role?: Role;
  verified: boolean;
}

export interface AccountDeps {
  db: Db;
  clock: Clock;
  profiles: ProfilesService;
}

/** Creates the account and returns the new user id; EMAIL_TAKEN / USERNAME_TAKEN on clashes. */
export async function createAccount(
  { db, clock, profiles }: AccountDeps,
  account: NewAccount,
): Promise<string> {
  const passwordHash = await hashPassword(account.password);
  const now = clock.now();
  try {
    return await db.transaction(async (tx) => {
      const userId = await insertUser(tx, {
        email: account.email,
        passwordHash,
        emailVerifiedAt: account.verified ? now : null,
        now,
      });
      await profiles.createForNewAccount(tx, {
        userId,
        fullName: account.fullName,
        username: account.username,
        bio: account.bio ?? '',
        role: account.role ?? 'user',
      });
      return userId;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw errors.emailTaken();
    throw error;
  }
}

/**
 * Gives the account `replacement` as its password when its password is still `stale`, and ends
 * its sessions (they may have been opened with the stale one). True when it was replaced.
 */
export async function replaceStalePassword(
  { db, clock }: Pick<AccountDeps, 'db' | 'clock'>,
  email: string,
  stale: string,
  replacement: string,
): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user || !(await verifyPassword(user.passwordHash, stale))) return false;
  const passwordHash = await hashPassword(replacement);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash, clock.now());
    await deleteUserSessions(tx, user.id);
  });
  return true;
}
