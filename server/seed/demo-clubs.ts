/**
 * Seeds the demo clubs (demo-clubs-content.ts) through the clubs' own services, so counts,
 * requests and notifications are exactly what members' own actions make. Only when there is no
 * club yet: a later start changes nothing.
 */
import { findWorkIdByIsbn } from '../modules/books/books.queries.js';
import type { ClubsModule } from '../modules/clubs/clubs.module.js';
import { clubViewerOf, clubVisitor } from '../modules/clubs/clubs.policy.js';
import type { Db } from '../platform/db/database.js';
import { seedClubReading } from './demo-club-reading.js';
import { demoClubs } from './demo-clubs-content.js';

export interface DemoClubsDeps {
  db: Db;
  clubs: ClubsModule;
  findByUsername: (username: string) => Promise<{ id: string } | null>;
  now: Date;
}

/** The address the seed's actions are recorded from (audit entries of staff acting as hosts). */
const seedAddress = '127.0.0.1';

/** Seeds the demo clubs when there are none; returns how many were created. */
export async function seedClubs(deps: DemoClubsDeps): Promise<number> {
  const { clubs, lists, membership, hosts } = deps.clubs;
  const any = await lists.search(clubVisitor, { q: '', category: 'All', sort: 'newest', page: 1 });
  if (any.clubs.length > 0) return 0;
  const ids = new Map<string, string>();
  const idOf = async (username: string) => {
    const known = ids.get(username);
    if (known) return known;
    const profile = await deps.findByUsername(username);
    if (!profile) throw new Error(`The demo clubs name ${username}, who is not seeded`);
    ids.set(username, profile.id);
    return profile.id;
  };
  // Demo members act as members: their staff permissions play no part in the seed.
  const as = async (username: string) => clubViewerOf(await idOf(username), new Set());

  let created = 0;
  const clubIds = new Map<string, string>();
  for (const demo of demoClubs) {
    const owner = await as(demo.owner);
    const page = await clubs.create(owner, {
      name: demo.name,
      description: demo.description,
      avatarUrl: null,
      monthlyPrice: null,
      category: demo.category,
      visibility: demo.visibility,
      memberLimit: demo.nearlyFull ? demo.members.length + 2 : null,
      rules: demo.rules,
      currentBookId: await findWorkIdByIsbn(deps.db, null, demo.isbn13),
      outsiderView: { description: true, currentBook: true, rules: false, members: false },
    });
    const clubId = page.club.id;
    clubIds.set(demo.name, clubId);
    for (const username of demo.members) {
      await membership.join(await as(username), clubId);
      if (demo.visibility === 'private')
        await hosts.approve(owner, clubId, await idOf(username), seedAddress);
    }
    for (const username of demo.moderators)
      await hosts.setRole(owner, clubId, await idOf(username), 'moderator', seedAddress);
    for (const username of demo.pending ?? []) await membership.join(await as(username), clubId);
    created++;
  }
  await seedClubReading({ ...deps, clubIds });
  return created;
}
