/**
 * The club cards kept between searches (club-cards.ts): each card is kept while its club's row
 * is the version it was made at, what it shows follows what the club lets each viewer see, and
 * the viewer's own membership is theirs alone. Every change must show in the next search —
 * through another app process too, where there is one (PostgreSQL: searched through the second
 * process, changed through the first).
 */
import { describe, expect, it } from 'vitest';
import { clubSearchPageSchema } from '../../../contracts/clubs.js';
import type { TestClient } from '../../test/test-app.js';
import { newClubWithHost } from '../../test/new-club.js';
import { twoAppsOnOneDatabase } from '../../test/two-apps.js';

const apps = twoAppsOnOneDatabase();
const writer = () => apps.first();
const reader = () => apps.second() ?? apps.first();

/** The one club a search for `name` finds, as the viewer's page shows it. */
async function cardOf(client: TestClient, name: string) {
  const response = await client.get(`/api/clubs?q=${encodeURIComponent(name)}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  // What is sent meets the contract exactly, as the route's own serializer would check it.
  const page = clubSearchPageSchema.strict().parse(response.json());
  expect(page.clubs).toHaveLength(1);
  return page.clubs[0]!;
}

const newClub = (name: string, extra: object = {}) => newClubWithHost(writer(), name, extra);

describe('kept club cards', () => {
  it('show every change of the club in the next search', async () => {
    const club = await newClub('Kept Card Readers');
    const visitor = reader().client();
    const first = await cardOf(visitor, 'kept card readers');
    expect(first).toMatchObject({ id: club.id, memberCount: 1, membership: null });
    expect(await cardOf(visitor, 'kept card readers')).toEqual(first);

    const joiner = await writer().signedInMember();
    expect((await joiner.client.post(`/api/clubs/${club.id}/membership`)).statusCode).toBe(200);
    expect((await cardOf(visitor, 'kept card readers')).memberCount).toBe(2);

    const edit = await club.host.client.patch(`/api/clubs/${club.id}`, {
      description: 'Poppies at dusk.',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await cardOf(visitor, 'kept card readers')).description).toBe('Poppies at dusk.');
  });

  it('show each viewer what the club lets them see, with their own membership', async () => {
    const club = await newClub('Walled Garden Readers', {
      visibility: 'private',
      outsiderView: { description: false, currentBook: false, rules: false, members: false },
    });
    const asker = await writer().signedInMember();
    // Made for the visitor first: the hidden description must not reach anyone who may see it.
    expect(await cardOf(reader().client(), 'walled garden')).toMatchObject({
      description: '',
      membership: null,
    });
    const host = await cardOf(club.host.client, 'walled garden');
    expect(host).toMatchObject({
      description: 'We read slowly.',
      membership: { role: 'owner', status: 'approved' },
    });
    // Signed in without a membership: none on the card.
    expect(await cardOf(asker.client, 'walled garden')).toMatchObject({
      description: '',
      membership: null,
    });
    expect((await asker.client.post(`/api/clubs/${club.id}/membership`)).statusCode).toBe(200);
    expect(await cardOf(asker.client, 'walled garden')).toMatchObject({
      description: '',
      membership: { role: 'member', status: 'pending' },
    });
    // And the outsider's card, kept, never carries the host's membership or text.
    expect(await cardOf(reader().client(), 'walled garden')).toMatchObject({
      description: '',
      membership: null,
    });
  });
});
