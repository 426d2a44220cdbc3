/**
 * A club's calendar feed (issue 11 part 5), read back with a real iCalendar parser (ical.js):
 * each meeting an event with a stable UID, its SEQUENCE raised by an edit, its start in its own
 * time zone; sections as all-day events. A wrong or replaced token, or a member who left, is
 * a 404.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBooks, testBook } from '../../test/catalogue.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let bookId: string;

beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://bookhive.example' });
  [bookId = ''] = await addBooks(t.database, [testBook({ title: 'The Dispossessed' })]);
});
afterAll(() => t.close());

const meeting = {
  title: 'Anarres evening',
  localStart: '2027-03-10T19:30',
  timeZone: 'America/New_York',
  durationMinutes: 120,
  onlineUrl: null,
  place: 'Room 4, Main Library',
};

/** The feed parsed as iCalendar: its events by UID. */
function eventsOf(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  return new Map(
    calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return [event.uid, { event, vevent }] as const;
    }),
  );
}

describe('the calendar feed', () => {
  it('lists meetings and sections as valid iCalendar, kept in step by UID and SEQUENCE', async () => {
    const { client: owner } = await t.signedInClient();
    const created = await owner.post('/api/clubs', {
      name: 'Odonian Readers',
      category: 'Sci-Fi',
      currentBookId: bookId,
    });
    const club = created.json().club as { id: string; slug: string };
    const { client: reader } = await t.signedInClient();
    await reader.post(`/api/clubs/${club.id}/membership`);
    const added = await owner.post(`/api/clubs/${club.id}/meetings`, meeting);
    const meetingId = added.json().meetings[0].id as string;
    await owner.put(`/api/clubs/${club.id}/plan`, {
      timeZone: 'UTC',
      sections: [{ title: 'Chapters 1–4', startsOn: '2027-03-01' }],
    });

    const visitor = t.client();
    expect((await visitor.post(`/api/clubs/${club.id}/calendar-link`)).statusCode).toBe(401);
    const link = (await reader.post(`/api/clubs/${club.id}/calendar-link`)).json();
    expect(link.url).toMatch(
      new RegExp(`^https://bookhive\\.example/api/clubs/${club.id}/calendar\\.ics\\?token=`),
    );
    expect(link.webcal).toBe(link.url.replace('https:', 'webcal:'));
    const feedPath = link.url.replace('https://bookhive.example', '');

    const feed = await visitor.get(feedPath);
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const events = eventsOf(feed.body);
    const uid = `${meetingId}@bookhive.example`;
    const first = events.get(uid);
    expect(first?.event.summary).toBe('Odonian Readers: Anarres evening');
    expect(first?.event.location).toBe('Room 4, Main Library');
    expect(first?.event.sequence).toBe(0);
    const start = first?.vevent.getFirstProperty('dtstart');
    expect(start?.getParameter('tzid')).toBe('America/New_York');
    expect(String(start?.getFirstValue())).toBe('2027-03-10T19:30:00');
    expect(first?.event.endDate.toString()).toBe('2027-03-10T21:30:00');
    const [section] = [...events.values()].filter((e) => e.event.startDate.isDate);
    expect(section?.event.summary).toBe('Odonian Readers starts Chapters 1–4');
    expect(section?.event.startDate.toString()).toBe('2027-03-01');

    await owner.patch(`/api/clubs/${club.id}/meetings/${meetingId}`, {
      ...meeting,
      localStart: '2027-03-10T20:00',
      place: null,
      onlineUrl: 'https://meet.example.org/anarres',
    });
    const updated = eventsOf((await visitor.get(feedPath)).body).get(uid);
    expect(updated?.event.sequence).toBe(1);
    expect(updated?.event.startDate.toString()).toBe('2027-03-10T20:00:00');
    expect(updated?.vevent.getFirstPropertyValue('url')).toBe('https://meet.example.org/anarres');

    const wrong = feedPath.replace(/token=.*/, 'token=not-the-token');
    expect((await visitor.get(wrong)).statusCode).toBe(404);
    expect((await visitor.get(feedPath.replace(/\?.*/, ''))).statusCode).toBe(404);
    // Someone else's club with this token: 404 too.
    const other = (
      await owner.post('/api/clubs', { name: 'Urras Readers', category: 'Sci-Fi' })
    ).json().club.id as string;
    expect((await visitor.get(feedPath.replace(club.id, other))).statusCode).toBe(404);

    // A new link replaces the old one.
    const renewed = (await reader.post(`/api/clubs/${club.id}/calendar-link`)).json();
    expect((await visitor.get(feedPath)).statusCode).toBe(404);
    const renewedPath = renewed.url.replace('https://bookhive.example', '');
    expect((await visitor.get(renewedPath)).statusCode).toBe(200);
    const me = (await reader.get(`/api/clubs/${club.id}/reading`)).json().me;
    expect(me).toMatchObject({ hasCalendar: true });

    // A member who leaves loses the feed.
    expect((await reader.delete(`/api/clubs/${club.id}/membership`)).statusCode).toBe(200);
    expect((await visitor.get(renewedPath)).statusCode).toBe(404);
  });
});
