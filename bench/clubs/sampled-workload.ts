/**
 * What the clubs benchmark's requests are drawn from, sampled from the seeded database for a
 * seed: signed-in members with clubs, their own clubs, clubs to open, and search words by how
 * many clubs hold them.
 */
import type { DatabaseHandle } from '../../server/platform/db/database.js';
import { signIn } from '../api/sessions.js';
import {
  clubWords,
  clubsOfMembers,
  namePairs,
  sampleClubs,
  sampleMembers,
} from './bench-clubs.queries.js';
import { searchWords, type ClubsWorkload } from './workload.js';

/** The workload's input with `members` signed in, for `clubs` clubs in the database. */
export async function sampleWorkload(
  database: DatabaseHandle,
  members: number,
  clubs: number,
  seed: number,
): Promise<ClubsWorkload> {
  const memberIds = await sampleMembers(database, members, seed);
  return {
    cookies: await signIn(database, memberIds),
    ownClubs: await clubsOfMembers(database, memberIds),
    clubs: await sampleClubs(database, 2_000, seed),
    words: searchWords(
      await clubWords(database),
      await namePairs(database, 200, seed),
      clubs,
      seed,
    ),
    seed,
  };
}
