/** Use cases of profiles: create, read, edit, username, avatar and theme preference. */
import { randomBytes } from 'node:crypto';
import { fieldMessages, usernameMessages } from '../../../contracts/messages.js';
import { slugMessages } from '../../../contracts/public-slugs.js';
import type { ProfileUpdateInput } from '../../../contracts/profiles.js';
import type { Role } from '../../../contracts/roles.js';
import type { ThemePreferences } from '../../../contracts/themes.js';
import { dialogUsernameError, isPlaceholderUsername } from '../../../contracts/username.js';
import type { Clock } from '../../platform/clock.js';
import { stripHtml } from '../../platform/content.js';
import type { Db } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/db-errors.js';
import { errors } from '../../platform/errors.js';
import {
  normaliseSlug,
  slugRegistry,
  type ClaimOutcome,
} from '../../platform/slugs/slug-registry.js';
import type { AuthContext } from '../../platform/sessions/sessions.js';
import type { FileStorage } from '../../platform/storage.js';
import { processAvatarImage } from './avatar-image.js';
import {
  countStaffProfiles,
  findProfileById,
  findProfileByUsername,
  profilesByUsernames,
  prepareProfileNames,
  insertProfile,
  prepareFindProfileById,
  profilesByUsernamePrefix,
  lockProfilesWithRole,
  updateProfileFields,
  updateThemePreferences,
  type ProfileRow,
  accountContacts,
  listAccountsForStaff,
} from './profiles.queries.js';

export interface ProfilesDeps {
  db: Db;
  clock: Clock;
  storage: FileStorage;
}

/** `user_` plus hex: what an account is called until its owner chooses a username. */
export function placeholderUsername(): string {
  return `user_${randomBytes(6).toString('hex')}`;
}

/**
 * The display name as stored: without markup. The form checked it was not empty, but a name
 * made only of tags ("<b></b>") is empty once stripped, so the rule is checked again here.
 */
function plainDisplayName(raw: string): string {
  const name = stripHtml(raw).trim();
  if (!name) {
    throw errors.validation(fieldMessages.displayNameRequired, [
      { path: ['fullName'], message: fieldMessages.displayNameRequired },
    ]);
  }
  return name;
}

/**
 * A username the slug registry refused (decision 0018): one another owner holds says the
 * spec's "taken"; a word of the site's own addresses says why, on the username field.
 */
function usernameRefused(outcome: Exclude<ClaimOutcome, 'claimed'>) {
  if (outcome === 'taken') return errors.usernameTaken(usernameMessages.taken);
  const message = slugMessages[outcome];
  return errors.validation(message, [{ path: ['username'], message }]);
}

export type ProfilesService = ReturnType<typeof createProfilesService>;

/** A profile as the service hands it out (other modules present it; they never read the table). */
export type { ProfileRow };

export function createProfilesService({ db, clock, storage }: ProfilesDeps) {
  const profileById = prepareFindProfileById(db);
  const profileNames = prepareProfileNames(db);
  async function loadOwn(auth: AuthContext): Promise<ProfileRow> {
    const profile = await profileById(auth.userId);
    if (!profile) throw errors.notFound('Your profile');
    return profile;
  }

  /**
   * Saves profile fields that may include a new username, and moves the member's /{slug} with
   * it in the same transaction: the old name keeps redirecting, unless it was a placeholder.
   */
  async function saveUsername(
    id: string,
    fields: Parameters<typeof updateProfileFields>[2],
  ): Promise<ProfileRow> {
    try {
      return await db.transaction(async (tx) => {
        const before = await findProfileById(tx, id);
        const updated = before && (await updateProfileFields(tx, id, fields, clock.now()));
        if (!before || !updated) throw errors.notFound('Your profile');
        if (normaliseSlug(before.username) !== normaliseSlug(updated.username)) {
          const outcome = await slugRegistry.tryRename(tx, {
            kind: 'member',
            targetId: id,
            slug: updated.username,
            keepOld: !isPlaceholderUsername(before.username),
          });
          if (outcome !== 'claimed') throw usernameRefused(outcome);
        }
        return updated;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'profiles_username_lower_idx'))
        throw errors.usernameTaken(usernameMessages.taken);
      throw error;
    }
  }

  return {
    /** Creates the profile half of a new account and claims its /{slug}, in the caller's tx. */
    async createForNewAccount(
      tx: Db,
      account: {
        userId: string;
        fullName: string;
        username?: string | undefined;
        bio: string;
        role: Role;
      },
    ): Promise<void> {
      const username = account.username ?? placeholderUsername();
      try {
        await insertProfile(tx, {
          id: account.userId,
          username,
          fullName: plainDisplayName(account.fullName),
          bio: stripHtml(account.bio).trim(),
          role: account.role,
        });
        // The member's /{slug}; a placeholder too, so every profile has one address there.
        const outcome = await slugRegistry.tryClaim(tx, {
          kind: 'member',
          targetId: account.userId,
          slug: username,
        });
        if (outcome !== 'claimed') throw usernameRefused(outcome);
      } catch (error) {
        if (isUniqueViolation(error, 'profiles_username_lower_idx'))
          throw errors.usernameTaken(usernameMessages.taken);
        throw error;
      }
    },

    getById: profileById,

    /** Username, display name and avatar of each account that still exists, for lists that name people (one statement for the list). */
    publicNames: (ids: string[]) => profileNames([...new Set(ids)]),

    countStaff: () => countStaffProfiles(db),

    /** Name, username and e-mail of these accounts, for staff screens (the financial one). */
    staffContacts: (ids: string[]) => accountContacts(db, [...new Set(ids)]),

    /** Ids of the accounts whose username, name or e-mail contains `query`, at most `limit`. */
    async searchAccountIds(query: string, limit: number): Promise<string[]> {
      const { rows } = await listAccountsForStaff(db, { query, limit, offset: 0 });
      return rows.map((row) => row.id);
    },

    /** Public names of the members behind these usernames (any case); unknown ones are left out. */
    byUsernames: (usernames: string[]) => profilesByUsernames(db, [...new Set(usernames)]),

    /** Members whose username starts with `prefix` (an @ before it ignored), for pickers and @mentions. */
    suggestByUsername: (prefix: string, limit = 8) =>
      profilesByUsernamePrefix(db, prefix.replace(/^@/, ''), limit),

    /** The profile behind a username (any case), or null. */
    findByUsername: (username: string) => findProfileByUsername(db, username),

    /** The profile behind a username (any case), or 404. */
    async getByUsername(username: string): Promise<ProfileRow> {
      const profile = await findProfileByUsername(db, username);
      if (!profile) throw errors.notFound('That profile');
      return profile;
    },

    /**
     * Whether the viewer could have this username: no other member has it, and the slug registry
     * would let them have it as /{username} — not a reserved word, not another owner's slug.
     */
    async usernameAvailability(
      username: string,
      viewerId: string | null,
    ): Promise<'available' | 'taken' | 'reserved'> {
      const holder = await findProfileByUsername(db, username);
      if (holder !== null && holder.id !== viewerId) return 'taken';
      const owner = viewerId ? { kind: 'member' as const, targetId: viewerId } : null;
      const outcome = await slugRegistry.availability(db, username, owner);
      // A name of underscores only has no letter for an address; saving it says so.
      return outcome === 'empty' ? 'taken' : outcome;
    },

    /** The Choose Your Username dialog: its own stricter rules, then a unique save. */
    async chooseUsername(auth: AuthContext, username: string): Promise<ProfileRow> {
      const problem = dialogUsernameError(username);
      if (problem) throw errors.validation(problem, [{ path: ['username'], message: problem }]);
      return saveUsername(auth.userId, { username });
    },

    async updateOwnProfile(
      auth: AuthContext,
      input: Required<ProfileUpdateInput>,
    ): Promise<ProfileRow> {
      await loadOwn(auth);
      if (isPlaceholderUsername(input.username)) {
        throw errors.validation(usernameMessages.placeholder, [
          { path: ['username'], message: usernameMessages.placeholder },
        ]);
      }
      return saveUsername(auth.userId, {
        fullName: plainDisplayName(input.fullName),
        username: input.username,
        bio: stripHtml(input.bio).trim(),
      });
    },

    /** Replaces the avatar with the uploaded image, checked by its content and resized. */
    async setAvatar(auth: AuthContext, upload: Buffer): Promise<ProfileRow> {
      const profile = await loadOwn(auth);
      const image = await processAvatarImage(upload);
      const url = await storage.put(
        `avatars/${auth.userId}-${randomBytes(6).toString('hex')}.webp`,
        image,
        'image/webp',
      );
      const updated = await updateProfileFields(db, auth.userId, { avatarUrl: url }, clock.now());
      if (profile.avatarUrl) await storage.removeByUrl(profile.avatarUrl);
      if (!updated) throw errors.notFound('Your profile');
      return updated;
    },

    async removeAvatar(auth: AuthContext): Promise<ProfileRow> {
      const profile = await loadOwn(auth);
      const updated = await updateProfileFields(db, auth.userId, { avatarUrl: null }, clock.now());
      if (profile.avatarUrl) await storage.removeByUrl(profile.avatarUrl);
      if (!updated) throw errors.notFound('Your profile');
      return updated;
    },

    /**
     * Checks, inside the deleting transaction, that the account may go: the last super admin
     * may not; then frees the member's slugs. Returns the avatar URL so the file can be removed
     * once the deletion commits.
     */
    async prepareAccountDeletion(tx: Db, userId: string): Promise<{ avatarUrl: string | null }> {
      const profile = await findProfileById(tx, userId);
      if (profile?.role === 'super_admin' && (await lockProfilesWithRole(tx, 'super_admin')) <= 1) {
        throw errors.conflict(
          'You are the only super admin: give another account that role before deleting this one.',
        );
      }
      // The name is free again for anyone; its old names, which would lead nowhere, go too.
      await slugRegistry.release(tx, 'member', [userId]);
      return { avatarUrl: profile?.avatarUrl ?? null };
    },

    /** Removes a stored avatar file (after the account that used it is gone). */
    removeAvatarFile: (url: string) => storage.removeByUrl(url),

    /** Saves the signed-in person's own theme; nobody writes another person's row. */
    async updateTheme(auth: AuthContext, prefs: ThemePreferences): Promise<ThemePreferences> {
      // "pages map (empty when saved)": per-page overrides are never persisted.
      const saved: ThemePreferences = { ...prefs, pages: {} };
      await updateThemePreferences(db, auth.userId, saved, clock.now());
      return saved;
    },
  };
}
