/**
 * The club page kept between requests (club-page.ts): a visitor's page is kept whole and what
 * every viewer sees alike is kept for members, each checked against the club row's version on
 * every request. Every change of what the page shows must be seen at once — through another
 * app process too, where there is one (PostgreSQL: the page is read through the second process
 * and changed through the first).
 */
import { describe, expect, it } from 'vitest';
import { addBooks, testBook } from '../../test/catalogue.js';
import type { TestClient } from '../../test/test-app.js';
import { newClubWithHost } from '../../test/new-club.js';
import { twoAppsOnOneDatabase } from '../../test/two-apps.js';

const apps = twoAppsOnOneDatabase();
const writer = () => apps.first();
const reader = () => apps.second() ?? apps.first();

interface Page {
  club: { id: string; name: string; description: string; memberCount: number };
  currentBook: { title: string } | null;
  hosts: { username: string; role: string }[];
  restricted: boolean;
  joinRefusal: string | null;
  abilities: { leave: boolean };
}

async function pageOf(client: TestClient, slug: string): Promise<Page> {
  const response = await client.get(`/api/clubs/by-slug/${slug}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}

const newClub = (name: string, extra: object = {}) => newClubWithHost(writer(), name, extra);

describe('a kept club page', () => {
  it('shows a visitor every change the moment it commits', async () => {
    const club = await newClub('Kept Page Readers');
    const visitor = reader().client();
    const first = await pageOf(visitor, club.slug);
    expect(first).toMatchObject({ club: { memberCount: 1 }, restricted: false });
    expect(await pageOf(visitor, club.slug)).toEqual(first);

    const joiner = await writer().signedInMember();
    expect((await joiner.client.post(`/api/clubs/${club.id}/membership`)).statusCode).toBe(200);
    expect((await pageOf(visitor, club.slug)).club.memberCount).toBe(2);

    const moderator = `/api/clubs/${club.id}/moderators/${joiner.id}`;
    expect((await club.host.client.put(moderator)).statusCode).toBe(204);
    expect((await pageOf(visitor, club.slug)).hosts).toEqual([
      expect.objectContaining({ username: club.host.username, role: 'owner' }),
      expect.objectContaining({ username: joiner.username, role: 'moderator' }),
    ]);

    expect((await club.host.client.delete(moderator)).statusCode).toBe(204);
    expect((await pageOf(visitor, club.slug)).hosts).toHaveLength(1);

    const edit = await club.host.client.patch(`/api/clubs/${club.id}`, {
      description: 'We read quickly now.',
      visibility: 'private',
      outsiderView: { description: false },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await pageOf(visitor, club.slug)).toMatchObject({
      club: { description: '' },
      restricted: true,
      joinRefusal: 'signedOut',
    });
  });

  it('shows a member their own membership beside what everyone sees', async () => {
    const [bookId = ''] = await addBooks(writer().database, [testBook({ title: 'Middlemarch' })]);
    const club = await newClub('Kept Page Members', { currentBookId: bookId });
    const member = await reader().signedInMember();
    const before = await pageOf(member.client, club.slug);
    expect(before).toMatchObject({ currentBook: { title: 'Middlemarch' }, joinRefusal: null });
    expect(before.abilities.leave).toBe(false);

    expect((await member.client.post(`/api/clubs/${club.id}/membership`)).statusCode).toBe(200);
    const after = await pageOf(member.client, club.slug);
    expect(after).toMatchObject({ club: { memberCount: 2 }, joinRefusal: 'member' });
    expect(after.abilities.leave).toBe(true);
    // A visitor's kept page is not a member's.
    expect(await pageOf(reader().client(), club.slug)).toMatchObject({
      joinRefusal: 'signedOut',
      abilities: { leave: false },
    });
  });

  it('is gone the moment the club is deleted, and answers for its new slug after a rename', async () => {
    const club = await newClub('Kept Page Renamed');
    const visitor = reader().client();
    await pageOf(visitor, club.slug);
    const renamed = await club.host.client.patch(`/api/clubs/${club.id}`, {
      name: 'Kept Page Moved',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await pageOf(visitor, 'kept-page-moved')).club.name).toBe('Kept Page Moved');
    const old = await visitor.get(`/api/clubs/by-slug/${club.slug}`);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ error: { details: { movedTo: '/b/kept-page-moved' } } });

    const removed = await club.host.client.request({
      method: 'DELETE',
      url: `/api/clubs/${club.id}`,
      payload: { confirmName: 'Kept Page Moved' },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await visitor.get('/api/clubs/by-slug/kept-page-moved')).statusCode).toBe(404);
  });
});
