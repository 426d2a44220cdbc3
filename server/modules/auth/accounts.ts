/**
 * Creating an account: the user row and its profile, in one transaction. Shared by sign-up,
 * the CLI and the demo seed, none of which needs an HTTP server for it.
 */
import type { Role } from '../../../contracts/roles.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/db-errors.js';
import { errors } from '../../platform/errors.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import { insertUser } from './auth.queries.js';
import { hashPassword } from './passwords.js';

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
