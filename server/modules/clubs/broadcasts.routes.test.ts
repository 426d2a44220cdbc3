/**
 * Club announcements over HTTP (issue 11, item 6): hosts post, every member is notified (not
 * the author), members who keep club announcements on are e-mailed with an unsubscribe link,
 * the club page lists them (outsiders of a public club too, not of a private one), ten a day,
 * the dashboard's latest, and retention after a year.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubBroadcasts } from '../../db/schema/index.js';
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
async function clubWith(owner: Member, members: Member[], body: object = {}) {
  counter++;
  const response = await owner.client.post('/api/clubs', {
    name: `Announcing club ${counter}`,
    category: 'Biography',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  const club = response.json().club as { id: string; slug: string; name: string };
  for (const m of members) {
    await m.client.post(`/api/clubs/${club.id}/membership`);
    if ((body as { visibility?: string }).visibility === 'private')
      await owner.client.post(`/api/clubs/${club.id}/requests/${m.id}/approve`);
  }
  return club;
}

const post = (client: TestClient, clubId: string, body: object) =>
  client.post(`/api/clubs/${clubId}/broadcasts`, body);
const errorOf = (response: { statusCode: number; json(): { error: { message: string } } }) => [
  response.statusCode,
  response.json().error.message,
];

describe('posting an announcement', () => {
  it('notifies every member but the author, e-mails those who want it, and lists it', async () => {
    const owner = await member();
    const [ana, ben] = [await member(), await member()];
    const club = await clubWith(owner, [ana, ben]);
    // Ben turns club announcements off.
    await ben.client.put('/api/notifications/email-preferences', { clubAnnouncements: false });
    const posted = await post(owner.client, club.id, {
      title: '  Meeting moved  ',
      body: 'We meet on Thursday this week.\n\nSame place, same time.',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toMatchObject({
      title: 'Meeting moved',
      body: 'We meet on Thursday this week.\n\nSame place, same time.',
      author: { username: owner.username },
    });
    for (const m of [ana, ben]) {
      const [latest] = (await m.client.get('/api/notifications')).json().notifications;
      expect(latest).toMatchObject({
        title: `New announcement in ${club.name}`,
        content: 'Meeting moved — We meet on Thursday this week. Same place, same time.',
        actionUrl: `/b/${club.slug}`,
      });
    }
    const ownerNotices = (await owner.client.get('/api/notifications')).json().notifications;
    expect(ownerNotices.some((n: { title: string }) => n.title.includes(club.name))).toBe(false);

    const mail = await t.mail.waitFor((m) => m.to === ana.email && m.subject.includes(club.name));
    expect(mail.subject).toBe(`Meeting moved — ${club.name}`);
    expect(mail.text).toContain('Same place, same time.');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(/\/unsubscribe\?token=/);
    // The job has run for Ana; Ben asked for none.
    await t.app.services.clubs.broadcasts.emailBroadcast(posted.json().id);
    expect(
      t.mail.messages.filter((m) => m.to === ben.email && m.subject.includes(club.name)),
    ).toEqual([]);
    // The link turns them off without signing in.
    const token = new URL(mail.link!).searchParams.get('token');
    const off = await t.client().post('/api/notifications/unsubscribe', { token });
    expect(off.json()).toMatchObject({ kind: 'clubAnnouncements' });
    expect((await ana.client.get('/api/notifications/email-preferences')).json()).toMatchObject({
      clubAnnouncements: false,
    });

    for (const client of [ana.client, t.client()]) {
      const list = (await client.get(`/api/clubs/${club.id}/broadcasts`)).json();
      expect(list.broadcasts.map((b: { title: string }) => b.title)).toEqual(['Meeting moved']);
      expect(list.abilities).toEqual({ post: false });
    }
    expect((await owner.client.get(`/api/clubs/${club.id}/broadcasts`)).json().abilities).toEqual({
      post: true,
    });
    const mine = (await ana.client.get('/api/club-broadcasts/mine')).json();
    expect(mine.broadcasts[0]).toMatchObject({
      title: 'Meeting moved',
      club: { name: club.name, path: `/b/${club.slug}` },
    });
  });

  it('lets moderators post, and no one else; a private club hides them from outsiders', async () => {
    const owner = await member();
    const moderator = await member();
    const plain = await member();
    const club = await clubWith(owner, [moderator, plain], { visibility: 'private' });
    await owner.client.put(`/api/clubs/${club.id}/moderators/${moderator.id}`);
    expect(
      (await post(moderator.client, club.id, { title: 'Hi', body: 'Welcome!' })).statusCode,
    ).toBe(201);
    const outsider = await member();
    for (const client of [plain.client, outsider.client])
      expect((await post(client, club.id, { title: 'Hi', body: 'Welcome!' })).statusCode).toBe(403);
    expect((await post(t.client(), club.id, { title: 'Hi', body: 'x' })).statusCode).toBe(401);
    expect((await plain.client.get(`/api/clubs/${club.id}/broadcasts`)).statusCode).toBe(200);
    expect((await outsider.client.get(`/api/clubs/${club.id}/broadcasts`)).statusCode).toBe(403);
    expect((await t.client().get(`/api/clubs/${club.id}/broadcasts`)).statusCode).toBe(403);
  });

  it('checks the text, and stops at ten a day', async () => {
    const owner = await member();
    const club = await clubWith(owner, []);
    expect(errorOf(await post(owner.client, club.id, { title: ' ', body: 'x' }))).toEqual([
      400,
      'Give the announcement a title',
    ]);
    const oneLine = await post(owner.client, club.id, {
      title: 'Subject\r\nBcc: everyone@example.com',
      body: 'x',
    });
    expect(oneLine.json().title).toBe('Subject Bcc: everyone@example.com');
    expect(
      errorOf(await post(owner.client, club.id, { title: 'x'.repeat(121), body: 'x' })),
    ).toEqual([400, 'The title must be at most 120 characters']);
    expect(
      errorOf(await post(owner.client, club.id, { title: 'x', body: 'y'.repeat(2001) })),
    ).toEqual([400, 'The announcement must be at most 2,000 characters']);
    for (let i = 0; i < 9; i++)
      expect(
        (await post(owner.client, club.id, { title: `News ${i}`, body: 'x' })).statusCode,
      ).toBe(201);
    expect(errorOf(await post(owner.client, club.id, { title: 'One more', body: 'x' }))).toEqual([
      429,
      'Your club has posted 10 announcements today. Try again tomorrow.',
    ]);
    await t.database.db
      .update(clubBroadcasts)
      .set({ createdAt: new Date(t.clock.now().getTime() - day - 1_000) })
      .where(eq(clubBroadcasts.clubId, club.id));
    expect((await post(owner.client, club.id, { title: 'Next day', body: 'x' })).statusCode).toBe(
      201,
    );
  });

  it('keeps names and words of any script, and hostile HTML as plain text, in the list and the e-mail', async () => {
    const owner = await member();
    const reader = await member();
    const club = await clubWith(owner, [reader], { name: 'نادي القراءة 読書会' });
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const posted = await post(owner.client, club.id, {
      title: '今月の本 — كتاب الشهر',
      body: `読みましょう ${hostile}`,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const list = (await reader.client.get(`/api/clubs/${club.id}/broadcasts`)).json();
    expect(list.broadcasts[0]).toMatchObject({
      title: '今月の本 — كتاب الشهر',
      body: `読みましょう ${hostile}`,
    });
    const mail = await t.mail.waitFor(
      (m) => m.to === reader.email && m.subject.includes('今月の本'),
    );
    expect(mail.subject).toBe(`今月の本 — كتاب الشهر — ${club.name}`);
    expect(mail.text).toContain(`読みましょう ${hostile}`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('keeps announcements a year', async () => {
    const owner = await member();
    const club = await clubWith(owner, []);
    const now = t.clock.now().getTime();
    await t.database.db.insert(clubBroadcasts).values([
      {
        clubId: club.id,
        title: 'old',
        body: 'x',
        createdAt: new Date(now - retention.clubBroadcastMs - day),
      },
      {
        clubId: club.id,
        title: 'recent',
        body: 'x',
        createdAt: new Date(now - retention.clubBroadcastMs + day),
      },
    ]);
    await runRetentionJob(t, 'retention-clubs');
    const left = await t.database.db
      .select({ title: clubBroadcasts.title })
      .from(clubBroadcasts)
      .where(eq(clubBroadcasts.clubId, club.id));
    expect(left.map((r) => r.title)).toEqual(['recent']);
  });
});
