/**
 * The retention job of reading together (ARCHITECTURE rule 16): closed polls a year after
 * closing, meetings (and their answers) a year after they started, and a former member's
 * settings 30 days after they last changed; open polls, recent ones and members' settings stay.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retention } from '../../retention.js';
import { runRetentionJob } from '../../test/retention-job.js';
import { addBooks, testBook } from '../../test/catalogue.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const minute = 60_000;

const runReadingRetention = () => runRetentionJob(t, 'retention-club-reading');

const count = async (query: ReturnType<typeof sql>) =>
  Number(((await t.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n);

describe('retention-club-reading', () => {
  it('removes old closed polls, old meetings and former members’ settings only', async () => {
    const books = await addBooks(t.database, [testBook(), testBook()]);
    const { client: owner } = await t.signedInClient();
    const club = (
      await owner.post('/api/clubs', { name: 'Tidy Readers', category: 'History' })
    ).json().club as { id: string };
    const { client: reader } = await t.signedInClient();
    const { client: leaver } = await t.signedInClient();
    for (const c of [reader, leaver]) await c.post(`/api/clubs/${club.id}/membership`);
    for (const c of [reader, leaver]) await c.post(`/api/clubs/${club.id}/calendar-link`);
    await leaver.delete(`/api/clubs/${club.id}/membership`);

    // Two polls, closed long ago and lately; an open one.
    for (let i = 0; i < 3; i++) {
      const poll = (await owner.post(`/api/clubs/${club.id}/polls`, { workIds: books })).json()
        .poll as { id: string };
      await reader.put(`/api/clubs/${club.id}/polls/${poll.id}/vote`, { workId: books[0] });
      if (i < 2) await owner.post(`/api/clubs/${club.id}/polls/${poll.id}/close`, {});
    }
    const meeting = {
      title: 'Meet',
      timeZone: 'UTC',
      durationMinutes: 60,
      onlineUrl: 'https://meet.example.org/x',
      place: null,
    };
    const local = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString().slice(0, 16);
    for (const offset of [
      -retention.pastClubMeetingMs - minute,
      -retention.pastClubMeetingMs + 60 * minute,
    ])
      await owner.post(`/api/clubs/${club.id}/meetings`, { ...meeting, localStart: local(offset) });
    // The first closed poll, and both settings rows, are made old.
    const old = new Date(t.clock.now().getTime() - retention.closedClubPollMs - minute);
    await t.database.db.execute(sql`
      update club_polls set closed_at = ${old.toISOString()}
      where id = (select id from club_polls where club_id = ${club.id} and status = 'closed'
                  order by created_at, id limit 1)`);
    const stale = new Date(
      t.clock.now().getTime() - retention.formerMemberReadingSettingsMs - minute,
    );
    await t.database.db.execute(
      sql`update club_reader_settings set updated_at = ${stale.toISOString()} where club_id = ${club.id}`,
    );

    await runReadingRetention();

    const polls = sql`select count(*)::int as n from club_polls where club_id = ${club.id}`;
    expect(await count(polls)).toBe(2);
    const open = sql`select count(*)::int as n from club_polls where club_id = ${club.id} and status = 'open'`;
    expect(await count(open)).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from club_meetings where club_id = ${club.id}`),
    ).toBe(1);
    // The reader's settings stay (still a member); the leaver's go.
    expect(
      await count(
        sql`select count(*)::int as n from club_reader_settings where club_id = ${club.id}`,
      ),
    ).toBe(1);
  });
});
