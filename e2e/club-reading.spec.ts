/**
 * Reading together in Chromium (issue 11 part 5, "Must show"): a host opens a poll of two books,
 * a member votes, the host closes it and the book becomes current; the host makes a plan whose
 * first section opens today and the member opens that section's thread; a meeting is answered
 * and its calendar address gives a feed ical.js reads.
 */
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { clubsEndpoints } from '../contracts/endpoints/clubs.js';
import { expect, test } from './support/app-test.js';
import { axeViolations } from './support/accessible.js';
import { csrfHeaders, demoEmails } from './support/demo-accounts.js';
import { shootFromTop as shoot } from './support/screenshots.js';
import { signedInPage, openApp } from './support/signed-in.js';

/** No WCAG 2.2 AA violation that axe finds in the "Reading together" section. */
async function expectAccessible(page: Page) {
  expect(await axeViolations(page, '#reading')).toEqual([]);
}

const stamp = () => String(Date.now() % 1_000_000);

test('a poll picks a book and the plan’s first section thread opens', async ({
  browser,
}, testInfo) => {
  const [hostContext, host] = await signedInPage(browser, demoEmails.member);
  const name = `Poll Night Readers ${stamp()}`;
  const created = await hostContext.request.post(clubsEndpoints.create.path, {
    headers: csrfHeaders,
    data: { name, category: 'Fiction', description: 'We vote on every book.' },
  });
  expect(created.status()).toBe(201);
  const club = (await created.json()).club as { id: string; path: string };
  const [mayaContext, maya] = await signedInPage(browser, 'maya@bookhive.example');
  const joined = await mayaContext.request.post(`/api/clubs/${club.id}/membership`, {
    headers: csrfHeaders,
  });
  expect(joined.status()).toBe(200);

  // The host offers two books from the catalogue.
  await openApp(host, club.path);
  const reading = host.getByRole('region', { name: 'Reading together' });
  await reading.getByRole('button', { name: 'Open a poll' }).click();
  for (const title of ['The Hobbit', 'Jane Eyre']) {
    await reading.getByRole('combobox', { name: 'Add a book' }).fill(title);
    await host
      .getByRole('option', { name: new RegExp(`^${title}`) })
      .first()
      .click();
  }
  await reading.getByRole('button', { name: 'Open the poll' }).click();
  await expect(reading.getByRole('heading', { name: 'Vote for the next book' })).toBeVisible();
  await expect(reading.getByTestId('poll-candidate')).toHaveCount(2);

  // The member votes.
  await openApp(maya, club.path);
  const mayaReading = maya.getByRole('region', { name: 'Reading together' });
  await mayaReading.getByRole('button', { name: 'Vote for Jane Eyre' }).click();
  await expect(mayaReading.getByRole('button', { name: 'Vote for Jane Eyre' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(mayaReading.getByText('1 vote so far')).toBeVisible();
  await shoot(maya, testInfo, 'club-reading-poll-voted');

  // The host closes it: Jane Eyre is the club's book.
  await openApp(host, club.path);
  await reading.getByRole('button', { name: 'Close the poll' }).click();
  await expect(host.getByRole('region', { name: 'Now reading' })).toContainText('Jane Eyre');
  await expect(reading.getByText('Chosen')).toBeVisible();

  // A plan whose first section opens today.
  await reading.getByRole('button', { name: 'Make a reading plan' }).click();
  const plan = reading.getByRole('form', { name: 'Reading plan' });
  await plan.getByLabel('Section 1 title').fill('Chapters 1–10');
  await plan.getByLabel('Section 1 ends at, unit').selectOption('chapter');
  await plan.getByLabel('Section 1 ends at, number').fill('10');
  await plan.getByRole('button', { name: 'Add a section' }).click();
  await plan.getByLabel('Section 2 title').fill('Chapters 11–20');
  const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await plan.getByLabel('Starts on').nth(1).fill(nextWeek);
  await plan.getByRole('button', { name: 'Save the plan' }).click();
  const sections = reading.getByRole('list', { name: 'Sections of the plan' });
  await expect(sections.getByRole('link', { name: 'Discuss Chapters 1–10' })).toBeVisible();
  await expect(sections).toContainText('Opens');

  // A meeting.
  await reading.getByRole('button', { name: 'Add a meeting' }).click();
  const meetingForm = reading.getByRole('form', { name: 'Add a meeting' });
  await meetingForm.getByLabel('Title').fill('First evening with Jane');
  await meetingForm.getByLabel('Starts at').fill('2027-01-15T19:00');
  await meetingForm.getByLabel('Time zone').selectOption('Europe/London');
  await meetingForm.getByLabel('Online link').fill('https://meet.example.org/jane-eyre');
  await meetingForm.getByRole('button', { name: 'Add the meeting' }).click();
  await expect(reading.getByRole('list', { name: 'Upcoming meetings' })).toContainText(
    'First evening with Jane',
  );
  await shoot(host, testInfo, 'club-reading-host');
  await expectAccessible(host);

  // The member answers the meeting and takes the calendar address.
  await openApp(maya, club.path);
  await mayaReading.getByRole('button', { name: 'Going', exact: true }).click();
  await expect(mayaReading.getByTestId('rsvp-counts')).toHaveText(
    '1 going · 0 maybe · 0 not going',
  );
  await mayaReading.getByRole('button', { name: 'Get the calendar address' }).click();
  const address = mayaReading.getByLabel('Your calendar address (keep it to yourself)');
  await expect(address).toHaveValue(/\/calendar\.ics\?token=/);
  await expect(
    mayaReading.getByRole('link', { name: 'Open in your calendar app' }),
  ).toHaveAttribute('href', /^webcal:/);
  await shoot(maya, testInfo, 'club-reading-member');
  await expectAccessible(maya);
  const feedUrl = await address.inputValue();
  const calendarApp = await browser.newContext();
  const feed = await calendarApp.request.get(feedUrl);
  expect(feed.status()).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  expect(events.map((e) => e.summary)).toContain(`${name}: First evening with Jane`);

  // The member opens the first section's thread.
  await mayaReading.getByRole('link', { name: 'Discuss Chapters 1–10' }).click();
  await expect(
    maya.getByRole('heading', { level: 1, name: 'Jane Eyre: Chapters 1–10' }),
  ).toBeVisible();
  await shoot(maya, testInfo, 'club-reading-section-thread');
  await Promise.all([hostContext.close(), mayaContext.close(), calendarApp.close()]);
});
