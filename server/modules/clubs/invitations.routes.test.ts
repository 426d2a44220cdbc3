/**
 * Club invitations over HTTP (issue 11, item 3): hosts make links and e-mail invitations, list
 * and revoke them; the link shows the club to anyone and lets a member in — a private club at
 * once — while revoked, expired, used-up links, a full club, a ban and a suspension refuse
 * with clear messages; an invited member is notified and sees the invitation on the dashboard.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookClubs, clubInvitations } from '../../db/schema/index.js';
import { retention } from '../../retention.js';
import { runRetentionJob } from '../../test/retention-job.js';
import {
  createTestApp,
  type TestApp,
  type TestClient,
  type TestMember,
} from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = 24 * 60 * 60_000;

const member = () => t.signedInMember();
type Member = TestMember;

let counter = 0;
async function clubOf(owner: Member, body: object = {}) {
  counter++;
  const response = await owner.client.post('/api/clubs', {
    name: `Invited club ${counter}`,
    category: 'Mystery',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().club as { id: string; slug: string; name: string };
}

async function linkOf(host: Member, clubId: string, body: object = {}) {
  const response = await host.client.post(`/api/clubs/${clubId}/invitations`, {
    kind: 'link',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { url, invitation } = response.json() as { url: string; invitation: { id: string } };
  return { token: new URL(url).pathname.split('/').pop()!, id: invitation.id, url };
}

const view = (client: TestClient, token: string) => client.get(`/api/club-invitations/${token}`);
const accept = (client: TestClient, token: string) =>
  client.post(`/api/club-invitations/${token}/accept`);
const errorOf = (response: { statusCode: number; json(): { error: { message: string } } }) => [
  response.statusCode,
  response.json().error.message,
];

describe('links', () => {
  it('lets a reader into a private club at once, and counts the use', async () => {
    const owner = await member();
    const club = await clubOf(owner, { visibility: 'private' });
    const link = await linkOf(owner, club.id, { expiresInDays: 1, maxUses: 3 });
    expect(link.url).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);

    const outside = await view(t.client(), link.token);
    expect(outside.statusCode, outside.body).toBe(200);
    expect(outside.json()).toMatchObject({
      state: 'valid',
      club: { name: club.name, memberCount: 1, visibility: 'private' },
      invitedBy: { username: owner.username },
      refusal: 'signedOut',
      abilities: { accept: false },
    });

    const reader = await member();
    expect((await view(reader.client, link.token)).json()).toMatchObject({
      refusal: null,
      abilities: { accept: true },
    });
    const accepted = await accept(reader.client, link.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ slug: club.slug, path: `/b/${club.slug}`, name: club.name });
    const page = (await reader.client.get(`/api/clubs/by-slug/${club.slug}`)).json();
    expect(page.club).toMatchObject({ memberCount: 2, membership: { status: 'approved' } });

    expect((await view(reader.client, link.token)).json()).toMatchObject({
      state: 'already_member',
      refusal: 'already_member',
    });
    expect(errorOf(await accept(reader.client, link.token))).toEqual([
      409,
      'You are already a member of this club',
    ]);
    const list = await owner.client.get(`/api/clubs/${club.id}/invitations`);
    expect(list.json().invitations[0]).toMatchObject({
      id: link.id,
      kind: 'link',
      useCount: 1,
      maxUses: 3,
      state: 'valid',
      abilities: { revoke: true },
    });
  });

  it('turns a pending request into membership', async () => {
    const owner = await member();
    const club = await clubOf(owner, { visibility: 'private' });
    const reader = await member();
    await reader.client.post(`/api/clubs/${club.id}/membership`);
    const link = await linkOf(owner, club.id);
    expect((await accept(reader.client, link.token)).statusCode).toBe(200);
    const page = (await reader.client.get(`/api/clubs/by-slug/${club.slug}`)).json();
    expect(page.club.membership).toMatchObject({ status: 'approved', role: 'member' });
  });

  it('says clearly when a link is revoked, expired or used up', async () => {
    const owner = await member();
    const club = await clubOf(owner);
    const revoked = await linkOf(owner, club.id);
    const revoke = await owner.client.delete(`/api/clubs/${club.id}/invitations/${revoked.id}`);
    expect(revoke.statusCode, revoke.body).toBe(204);
    expect(
      errorOf(await owner.client.delete(`/api/clubs/${club.id}/invitations/${revoked.id}`)),
    ).toEqual([409, 'That invitation was already revoked']);
    const once = await linkOf(owner, club.id, { maxUses: 1 });
    const first = await member();
    expect((await accept(first.client, once.token)).statusCode).toBe(200);

    const reader = await member();
    expect((await view(reader.client, revoked.token)).json()).toMatchObject({
      state: 'revoked',
      refusal: 'revoked',
    });
    expect(errorOf(await accept(reader.client, revoked.token))).toEqual([
      409,
      'This invitation was revoked by the club’s hosts.',
    ]);
    expect((await view(reader.client, once.token)).json().state).toBe('used_up');
    expect(errorOf(await accept(reader.client, once.token))).toEqual([
      409,
      'This invitation has already been used as many times as it allows.',
    ]);

    const week = await linkOf(owner, club.id, { expiresInDays: 7 });
    // Seven days on (moved back in the table: the clock would end the sessions too).
    await t.database.db
      .update(clubInvitations)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1_000) })
      .where(eq(clubInvitations.id, week.id));
    expect((await view(reader.client, week.token)).json().state).toBe('expired');
    expect(errorOf(await accept(reader.client, week.token))).toEqual([
      409,
      'This invitation has expired. Ask the club’s hosts for a new one.',
    ]);
    const states = (await owner.client.get(`/api/clubs/${club.id}/invitations`)).json()
      .invitations as { id: string; state: string; abilities: { revoke: boolean } }[];
    expect(Object.fromEntries(states.map((s) => [s.id, s.state]))).toEqual({
      [revoked.id]: 'revoked',
      [once.id]: 'used_up',
      [week.id]: 'expired',
    });
    expect(states.find((s) => s.id === revoked.id)?.abilities.revoke).toBe(false);
  });

  it('refuses a full club, a banned member and a suspended club politely', async () => {
    const owner = await member();
    const club = await clubOf(owner, { memberLimit: 2 });
    const link = await linkOf(owner, club.id);
    const banned = await member();
    await banned.client.post(`/api/clubs/${club.id}/membership`);
    expect((await owner.client.put(`/api/clubs/${club.id}/bans/${banned.id}`)).statusCode).toBe(
      204,
    );
    expect(errorOf(await accept(banned.client, link.token))).toEqual([
      403,
      'You cannot join this club.',
    ]);
    const second = await member();
    expect((await accept(second.client, link.token)).statusCode).toBe(200);
    const third = await member();
    expect((await view(third.client, link.token)).json().refusal).toBe('full');
    expect(errorOf(await accept(third.client, link.token))).toEqual([
      409,
      'Sorry, this club is full. Try again when a place opens up.',
    ]);
    await t.database.db
      .update(bookClubs)
      .set({ suspendedAt: t.clock.now(), suspensionReason: 'Spam' })
      .where(eq(bookClubs.id, club.id));
    await second.client.delete(`/api/clubs/${club.id}/membership`).catch(() => undefined);
    expect(errorOf(await accept(third.client, link.token))).toEqual([
      409,
      'This club is not available right now.',
    ]);
    // The hosts of a suspended club make no new invitations.
    expect(
      (await owner.client.post(`/api/clubs/${club.id}/invitations`, { kind: 'link' })).statusCode,
    ).toBe(404);
  });

  it('answers an unknown token and a signed-out accept plainly', async () => {
    expect(errorOf(await view(t.client(), 'x'.repeat(43)))).toEqual([
      404,
      'That invitation was not found.',
    ]);
    expect((await accept(t.client(), 'x'.repeat(43))).statusCode).toBe(401);
    expect((await view(t.client(), 'short')).statusCode).toBe(400);
  });
});

describe('who manages invitations', () => {
  it('lets the owner and moderators, and no one else', async () => {
    const owner = await member();
    const club = await clubOf(owner);
    const moderator = await member();
    const plain = await member();
    for (const m of [moderator, plain]) await m.client.post(`/api/clubs/${club.id}/membership`);
    await owner.client.put(`/api/clubs/${club.id}/moderators/${moderator.id}`);
    const made = await linkOf(moderator, club.id, { maxUses: null });
    expect((await moderator.client.get(`/api/clubs/${club.id}/invitations`)).statusCode).toBe(200);
    for (const outsider of [plain, await member()]) {
      expect(
        (await outsider.client.post(`/api/clubs/${club.id}/invitations`, { kind: 'link' }))
          .statusCode,
      ).toBe(403);
      expect((await outsider.client.get(`/api/clubs/${club.id}/invitations`)).statusCode).toBe(403);
      expect(
        (await outsider.client.delete(`/api/clubs/${club.id}/invitations/${made.id}`)).statusCode,
      ).toBe(403);
    }
    expect((await t.client().get(`/api/clubs/${club.id}/invitations`)).statusCode).toBe(401);
    const staff = await t.signedInClient('admin');
    const seen = await staff.client.get(`/api/clubs/${club.id}/invitations`);
    expect(seen.json()).toMatchObject({ abilities: { create: false } });
    expect(seen.json().invitations[0].abilities.revoke).toBe(false);
    // Another club's invitation is not this club's to revoke.
    const other = await clubOf(owner);
    expect(
      (await owner.client.delete(`/api/clubs/${other.id}/invitations/${made.id}`)).statusCode,
    ).toBe(404);
  });

  it('checks the use limit and the expiry it is given', async () => {
    const owner = await member();
    const club = await clubOf(owner);
    const post = (body: object) =>
      owner.client.post(`/api/clubs/${club.id}/invitations`, { kind: 'link', ...body });
    expect(errorOf(await post({ maxUses: 0 }))).toEqual([400, 'A link must allow at least 1 use']);
    expect(errorOf(await post({ maxUses: 1001 }))).toEqual([
      400,
      'A link can allow at most 1,000 uses',
    ]);
    expect((await post({ expiresInDays: 3 })).statusCode).toBe(400);
  });
});

describe('e-mail invitations', () => {
  it('e-mails the link, tells a member, and shows it on their dashboard to accept', async () => {
    const owner = await member();
    const club = await clubOf(owner, { visibility: 'private' });
    const invitee = await member();
    const made = await owner.client.post(`/api/clubs/${club.id}/invitations`, {
      kind: 'email',
      email: invitee.email.toUpperCase(),
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().invitation).toMatchObject({
      kind: 'email',
      email: invitee.email,
      maxUses: 1,
    });
    const mail = await t.mail.waitFor((m) => m.to === invitee.email);
    expect(mail.subject).toBe(`You are invited to join ${club.name} on Bookhive`);
    expect(mail.link).toBe(made.json().url);
    expect(mail.text).toContain(made.json().url);

    const notices = (await invitee.client.get('/api/notifications')).json().notifications;
    expect(notices[0]).toMatchObject({
      title: 'You were invited to join a club',
      content: `@${owner.username} invited you to join “${club.name}”.`,
      actionUrl: '/dashboard',
    });

    const mine = (await invitee.client.get('/api/club-invitations/mine')).json();
    expect(mine.invitations).toHaveLength(1);
    expect(mine.invitations[0]).toMatchObject({
      club: { name: club.name },
      invitedBy: { username: owner.username },
    });
    const someoneElse = await member();
    expect((await someoneElse.client.get('/api/club-invitations/mine')).json().invitations).toEqual(
      [],
    );
    const id = mine.invitations[0].id as string;
    expect(
      (await someoneElse.client.post(`/api/club-invitations/mine/${id}/accept`)).statusCode,
    ).toBe(404);
    const accepted = await invitee.client.post(`/api/club-invitations/mine/${id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await invitee.client.get('/api/club-invitations/mine')).json().invitations).toEqual([]);
    // One use: the e-mailed link is spent.
    const token = new URL(made.json().url).pathname.split('/').pop()!;
    expect((await view(someoneElse.client, token)).json().state).toBe('used_up');
  });

  it('stops at 50 e-mail invitations a club a day', async () => {
    const owner = await member();
    const club = await clubOf(owner);
    const rows = Array.from({ length: 50 }, (_, i) => ({
      clubId: club.id,
      tokenHash: `hash-${club.id}-${i}`,
      kind: 'email' as const,
      email: `someone${i}@example.com`,
      expiresAt: new Date(t.clock.now().getTime() + day),
      maxUses: 1,
      createdAt: t.clock.now(),
    }));
    await t.database.db.insert(clubInvitations).values(rows);
    const refused = await owner.client.post(`/api/clubs/${club.id}/invitations`, {
      kind: 'email',
      email: 'one-more@example.com',
    });
    expect(errorOf(refused)).toEqual([
      429,
      'Your club has sent 50 e-mail invitations today. Try again tomorrow.',
    ]);
    await t.database.db
      .update(clubInvitations)
      .set({ createdAt: new Date(t.clock.now().getTime() - day - 1_000) })
      .where(eq(clubInvitations.clubId, club.id));
    expect(
      (
        await owner.client.post(`/api/clubs/${club.id}/invitations`, {
          kind: 'email',
          email: 'one-more@example.com',
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('retention', () => {
  it('removes invitations 90 days after they ended, and keeps open ones', async () => {
    const owner = await member();
    const club = await clubOf(owner);
    const now = t.clock.now().getTime();
    const longAgo = new Date(now - retention.endedClubInvitationMs - day);
    const lately = new Date(now - retention.endedClubInvitationMs + day);
    const rows = (
      [
        ['expired long ago', longAgo, null],
        ['revoked long ago', new Date(now + day), longAgo],
        ['expired lately', lately, null],
        ['revoked lately', new Date(now + day), lately],
        ['open', new Date(now + day), null],
      ] as const
    ).map(([name, expiresAt, revokedAt]) => ({
      clubId: club.id,
      tokenHash: `${club.id}-${name}`,
      kind: 'link' as const,
      expiresAt,
      revokedAt,
      createdAt: new Date(now - 200 * day),
    }));
    await t.database.db.insert(clubInvitations).values(rows);
    await runRetentionJob(t, 'retention-clubs');
    const left = await t.database.db
      .select({ tokenHash: clubInvitations.tokenHash })
      .from(clubInvitations)
      .where(eq(clubInvitations.clubId, club.id));
    expect(left.map((r) => r.tokenHash.slice(club.id.length + 1)).sort()).toEqual([
      'expired lately',
      'open',
      'revoked lately',
    ]);
  });
});
