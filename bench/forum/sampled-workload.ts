/**
 * What the forum benchmark's requests are drawn from, sampled from the seeded database for a
 * seed: signed-in members, threads (and long ones for deep pages), and searchable words.
 */
import type { DatabaseHandle } from '../../server/platform/db/database.js';
import { signIn } from '../api/sessions.js';
import { sampleMembers, sampleThreads, searchableWords } from './bench-forum.queries.js';
import { forumVocabulary } from './vocabulary.js';
import { searchWords, type ForumWorkload } from './workload.js';

/** The workload's input with `members` signed in, and the vocabulary replies are written from. */
export async function sampleWorkload(database: DatabaseHandle, members: number, seed: number) {
  const vocabulary = await searchableWords(database, forumVocabulary());
  const input: ForumWorkload = {
    cookies: await signIn(database, await sampleMembers(database, members, seed)),
    threads: await sampleThreads(database, 2_000, seed),
    longThreads: await sampleThreads(database, 100, seed, 1_000),
    searches: searchWords(vocabulary, seed),
    seed,
  };
  return { input, vocabulary };
}
