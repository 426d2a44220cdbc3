/**
 * Club invitations in Chromium (issue 11, "Must show"): a host makes an invitation link in the
 * club's settings; a visitor opens it signed out, signs up, confirms the e-mail from its .eml
 * file, signs in, lands back on the invitation 500 ms later, accepts it and is in the club.
 */
import type { Page } from '@playwright/test';
import { clubsEndpoints } from '../contracts/endpoints/clubs.js';
import { paths } from '../contracts/paths.js';
import { expect, test } from './support/app-test.js';
import { axeViolations } from './support/accessible.js';
import { csrfHeaders, demoEmails } from './support/demo-accounts.js';
import { linkTo, waitForMail } from './support/mailbox.js';
import { shootFromTop as shoot } from './support/screenshots.js';
import { signedInPage, openApp } from './support/signed-in.js';

const stamp = () => String(Date.now() % 1_000_000);

/** No WCAG 2.2 AA violation that axe finds on the page as it stands. */
async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test('an invitation link opened signed out: sign up, confirm the e-mail, sign in, accept, in the club', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const [hostContext, host] = await signedInPage(browser, demoEmails.member);
  const name = `Night Owls Poetry ${stamp()}`;
  const created = await hostContext.request.post(clubsEndpoints.create.path, {
    headers: csrfHeaders,
    data: {
      name,
      category: 'Fiction',
      visibility: 'private',
      description: 'Poems read aloud after dark, one collection a month.',
    },
  });
  expect(created.status()).toBe(201);
  const club = (await created.json()).club as { slug: string; path: string };

  // The host makes a link: a week, five uses.
  await openApp(host, club.path);
  await host.getByRole('link', { name: 'Manage club' }).click();
  const invitations = host.getByRole('region', { name: 'Invitations' });
  await expect(invitations.getByRole('heading', { name: 'Shareable link' })).toBeVisible();
  await invitations.getByLabel('Expires after').first().selectOption('7');
  await invitations.getByLabel('Use limit').fill('5');
  await invitations.getByRole('button', { name: 'Create link' }).click();
  const linkField = invitations.getByLabel('Invitation link');
  await expect(linkField).toHaveValue(/\/invite\/[A-Za-z0-9_-]{43}$/);
  const link = await linkField.inputValue();
  const token = new URL(link).pathname.split('/').pop()!;
  await expect(invitations.getByRole('list', { name: 'Invitations' })).toContainText('0 of 5 uses');
  await invitations.scrollIntoViewIfNeeded();
  await host.screenshot({ path: testInfo.outputPath('invitations-settings.png') });
  await expectAccessible(host);

  // A visitor opens it, signed out: the club, and a way in.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await openApp(visitor, new URL(link).pathname);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByText(/invited you to join/)).toBeVisible();
  await expect(visitor.getByText('1 member')).toBeVisible();
  await shoot(visitor, testInfo, 'invitation-signed-out');
  await expectAccessible(visitor);
  const kept = await visitor.evaluate(() => localStorage.getItem('bookhive.pendingInvitation'));
  expect(JSON.parse(kept ?? 'null')).toEqual({ token });

  // Sign up: no session yet, the e-mail must be confirmed first.
  const email = `invitee${Date.now()}@example.com`;
  const password = 'Ariel#Sylvia1963';
  const startedAt = Date.now();
  await visitor.getByRole('button', { name: 'Sign up to join' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Welcome to the Book Club' });
  await dialog.getByLabel('Full name').fill('Sylvia Reader');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await dialog.getByRole('checkbox').click();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByText('Check your email')).toBeVisible();

  // The e-mail link, then sign in: back on the invitation 500 ms later.
  const verification = await waitForMail(email, /Confirm your email/, startedAt);
  await visitor.goto(linkTo(verification, '/auth/callback'));
  await expect(visitor).toHaveURL(/\/welcome\?verified=1/);
  await visitor.getByRole('button', { name: 'Sign in to get started' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/invite/${token}$`));
  // A new reader picks a username first (the blocking dialog of issue 2).
  const usernameDialog = visitor.getByRole('dialog', { name: 'Choose Your Username' });
  await expect(usernameDialog).toBeVisible();
  await usernameDialog.getByLabel('Username').fill(`sylvia${stamp()}`);
  await expect(usernameDialog.getByText('Username is available')).toBeVisible();
  await usernameDialog.getByRole('button', { name: 'Set Username' }).click();
  await expect(usernameDialog).toBeHidden();
  const accept = visitor.getByRole('button', { name: 'Accept invitation' });
  await expect(accept).toBeVisible();
  await shoot(visitor, testInfo, 'invitation-signed-in');

  await accept.click();
  await expect(visitor).toHaveURL(club.path);
  await expect(visitor.getByText(`Welcome to ${name}!`)).toBeVisible();
  await expect(visitor.getByTestId('club-member-count')).toHaveText('2 members');
  await expect(visitor.getByRole('button', { name: 'Leave club' })).toBeVisible();
  expect(
    await visitor.evaluate(() => localStorage.getItem('bookhive.pendingInvitation')),
  ).toBeNull();
  await shoot(visitor, testInfo, 'invitation-accepted-club');

  // The host's list counts the use; a revoked link says so.
  await host.reload();
  await expect(host.getByRole('list', { name: 'Invitations' })).toContainText('1 of 5 uses');
  await host.getByRole('button', { name: 'Revoke this link' }).click();
  await expect(host.getByRole('list', { name: 'Invitations' })).toContainText('Revoked');
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await openApp(strangerPage, paths.invite(token));
  await expect(
    strangerPage.getByText('This invitation was revoked by the club’s hosts.'),
  ).toBeVisible();
  await shoot(strangerPage, testInfo, 'invitation-revoked');
  await expectAccessible(strangerPage);
  await Promise.all([stranger.close(), visitorContext.close(), hostContext.close()]);
});

test('a host posts an announcement: a member with the club open sees it arrive live, as a toast and in the bell', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const [hostContext, host] = await signedInPage(browser, demoEmails.member);
  const name = `Harbour Lights Book Club ${stamp()}`;
  const created = await hostContext.request.post(clubsEndpoints.create.path, {
    headers: csrfHeaders,
    data: { name, category: 'History', description: 'Maritime history, one voyage a month.' },
  });
  expect(created.status()).toBe(201);
  const club = (await created.json()).club as { id: string; path: string };

  const [memberContext, reader] = await signedInPage(browser, 'maya@bookhive.example');
  const joined = await memberContext.request.post(
    clubsEndpoints.join.path.replace(':id', club.id),
    { headers: csrfHeaders },
  );
  expect(joined.status()).toBe(200);
  await openApp(reader, club.path);
  await expect(reader.getByRole('region', { name: 'Announcements' })).toContainText(
    'No announcements yet.',
  );
  const bell = reader.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAttribute('data-connection-state', 'connected', { timeout: 20_000 });
  const unreadBefore = Number(
    /(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0,
  );

  // The host posts from the club page.
  await openApp(host, club.path);
  const form = host.getByRole('form', { name: 'Post an announcement' });
  await form.getByLabel('Announcement title').fill('Our next voyage: The Endurance');
  await form
    .getByLabel('Message')
    .fill('We start Shackleton’s Endurance on Monday.\n\nFirst meeting in two weeks.');
  await form.getByRole('button', { name: 'Post announcement' }).click();
  await expect(host.getByText('Announcement posted: your members are being told')).toBeVisible();
  await expect(host.getByRole('list', { name: 'Announcements' })).toContainText(
    'Our next voyage: The Endurance',
  );

  // The member is told at once: a toast, the bell's count, and the club's list.
  await expect(reader.getByText(`New announcement in ${name}`)).toBeVisible();
  await expect(bell).toHaveAccessibleName(new RegExp(`^Notifications, ${unreadBefore + 1} unread`));
  await expect(reader.getByRole('list', { name: 'Announcements' })).toContainText(
    'We start Shackleton’s Endurance on Monday.',
  );
  await shoot(reader, testInfo, 'announcement-member-live');
  // The host's page with its form and list, once the member's toast (5 s) has been seen.
  await shoot(host, testInfo, 'announcement-host');
  await expectAccessible(host);

  // Their dashboard shows it with their clubs.
  await openApp(reader, paths.dashboard);
  await expect(reader.getByRole('list', { name: 'My clubs' })).toContainText(name);
  await expect(reader.getByRole('region', { name: 'Club announcements' })).toContainText(
    'Our next voyage: The Endurance',
  );
  await shoot(reader, testInfo, 'dashboard-clubs');
  await expectAccessible(reader);
  await Promise.all([hostContext.close(), memberContext.close()]);
});
