/**
 * The stage of the clubs' access tables (clubs.access.routes.test.ts and
 * club-features.access.routes.test.ts): an app, a club owner, two catalogue books, the cast every
 * fresh club has, the actors (a visitor, an outsider, a waiting, a banned member, a member, a
 * moderator, the owner and each staff role) and fresh private clubs with the actor seated.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { staffRoles, type Role } from '../../contracts/roles.js';
import { addBooks, testBook } from './catalogue.js';
import { createTestApp, type TestApp, type TestClient } from './test-app.js';

export interface Club {
  id: string;
  slug: string;
  name: string;
}

export type Place = 'none' | 'pending' | 'banned' | 'member' | 'moderator' | 'owner';
export interface Actor {
  role: Role | null;
  place: Place;
}

export const actors: Record<string, Actor> = {
  visitor: { role: null, place: 'none' },
  outsider: { role: 'user', place: 'none' },
  pending: { role: 'user', place: 'pending' },
  banned: { role: 'user', place: 'banned' },
  member: { role: 'user', place: 'member' },
  moderator: { role: 'user', place: 'moderator' },
  owner: { role: 'user', place: 'owner' },
  ...Object.fromEntries(staffRoles.map((role) => [role, { role, place: 'none' as Place }])),
};

/** The staff roles holding clubs_edit (and so clubs_view). */
export const staffEdit = new Set<string>(['admin', 'super_admin']);

const seatOf: Record<Place, [string, string] | null> = {
  none: null,
  owner: null,
  pending: ['member', 'pending'],
  banned: ['member', 'banned'],
  member: ['member', 'approved'],
  moderator: ['moderator', 'approved'],
};

let clubNumber = 0;

/** Opens the stage: call in beforeAll, and close `t` in afterAll. */
export async function openAccessStage() {
  const t: TestApp = await createTestApp();
  const owner = (await t.signedInClient()).client;
  /** The people each fresh club has, besides its owner and the actor. */
  const cast = {
    member: (await t.createUser()).id,
    moderator: (await t.createUser()).id,
    pending: (await t.createUser()).id,
    banned: (await t.createUser()).id,
    heir: (await t.createUser()).id,
  };
  const books = (await addBooks(t.database, [
    testBook({ title: 'Access Table One' }),
    testBook({ title: 'Access Table Two' }),
  ])) as [string, string];

  /** Memberships written directly: the routes under test are not used to set the stage. */
  async function seat(clubId: string, seats: [string, string, string][]): Promise<void> {
    const rows = seats.map(
      ([userId, role, status]) => sql`(${clubId}, ${userId}, ${role}, ${status})`,
    );
    await t.database.db.execute(
      sql`insert into club_memberships (club_id, user_id, role, status) values ${sql.join(rows, sql`, `)}`,
    );
  }

  return {
    t,
    owner,
    cast,
    books,
    /** A fresh private club with the cast, and the actor seated as `place` when they have one. */
    async freshClub(actorId: string | null, place: Place): Promise<Club> {
      const created = await owner.post('/api/clubs', {
        name: `Access table club ${++clubNumber}`,
        category: 'Fiction',
        visibility: 'private',
        // A reading plan is for the club's current book.
        currentBookId: books[0],
      });
      expect(created.statusCode, created.body).toBe(201);
      const club = created.json().club as Club;
      const seats: [string, string, string][] = [
        [cast.member, 'member', 'approved'],
        [cast.moderator, 'moderator', 'approved'],
        [cast.pending, 'member', 'pending'],
        [cast.banned, 'member', 'banned'],
        [cast.heir, 'member', 'approved'],
      ];
      const own = seatOf[place];
      if (own && actorId) seats.push([actorId, ...own]);
      await seat(club.id, seats);
      return club;
    },
    /** The actor's client and id: a visitor's is a plain client, the owner's the club owner's. */
    async actorClient(actor: Actor): Promise<{ client: TestClient; id: string | null }> {
      if (actor.role === null) return { client: t.client(), id: null };
      if (actor.place === 'owner') return { client: owner, id: null };
      const signed = await t.signedInClient(actor.role);
      return { client: signed.client, id: signed.user.id };
    },
  };
}

export type AccessStage = Awaited<ReturnType<typeof openAccessStage>>;
