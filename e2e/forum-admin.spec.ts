/**
 * The forum back-office and forum search (issue 10, items 7 and 8) in a real browser: staff
 * create a community; a member's post is reported and staff hide it from the queue; staff ban
 * a member and lift the ban; the figures are drawn; and a visitor searches for a word of a post
 * and sees it highlighted. Each step is photographed on a desktop and a 390 px phone.
 */
import type { APIRequestContext } from '@playwright/test';
import { forumEndpoints } from '../contracts/endpoints/forum.js';
import type { Community } from '../contracts/forum.js';
import { paths } from '../contracts/paths.js';
import { expect, test } from './support/app-test.js';
import { csrfHeaders, demoEmails, signInAsDemo } from './support/demo-accounts.js';
import { shoot } from './support/screenshots.js';

const offender = { email: 'maya@bookhive.example', username: 'mayareads' };

async function post(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(path, { headers: csrfHeaders, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.status() === 204 ? null : ((await response.json()) as Record<string, unknown>);
}

/** A letters-only word no demo post contains, so search finds only this journey's post. */
function uniqueWord(prefix: string): string {
  const letters = Date.now()
    .toString(26)
    .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!);
  return `${prefix}${letters}`;
}

test('staff run the forum: a community, the report queue, a ban lifted, the figures; search highlights', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAsDemo(page.context().request, demoEmails.contentAdmin);
  const writer = await browser.newContext();
  await signInAsDemo(writer.request, demoEmails.member);
  const maya = await browser.newContext();
  await signInAsDemo(maya.request, offender.email);

  // Staff create a community from the back-office.
  const name = `Lighthouse Readers ${Date.now().toString(36)}`;
  await page.goto(paths.adminSection('forum'));
  await expect(page.getByRole('heading', { level: 1, name: 'Forum' })).toBeVisible();
  await page.getByRole('button', { name: 'New community' }).click();
  const dialog = page.getByRole('dialog', { name: 'New community' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill('Slow reads by the sea, one chapter a week.');
  await shoot(page, testInfo, '1-new-community');
  await dialog.getByRole('button', { name: 'Create community' }).click();
  await expect(page.getByText('Community created')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name })).toBeVisible();
  await shoot(page, testInfo, '2-communities');

  // Members talk there; one post is reported.
  const { communities } = (await (
    await page.context().request.get(forumEndpoints.adminCommunities.path)
  ).json()) as { communities: Community[] };
  const community = communities.find((c) => c.name === name)!;
  const { chapter } = (await post(
    writer.request,
    forumEndpoints.createChapter.path.replace(':slug', community.slug),
    { title: 'Week one', description: '' },
  )) as { chapter: { id: string } };
  const word = uniqueWord('lanternfish');
  const { threadId } = (await post(
    writer.request,
    forumEndpoints.createThread.path.replace(':id', chapter.id),
    {
      title: 'The keeper’s logbook',
      body: `<p>The ${word} in chapter two is the best image in the book.</p>`,
    },
  )) as { threadId: string };
  const rude = uniqueWord('grumblewort');
  const { post: reply } = (await post(
    maya.request,
    forumEndpoints.reply.path.replace(':id', threadId),
    { body: `<p>Only a fool would like this ${rude} book.</p>` },
  )) as { post: { id: string } };
  await post(writer.request, forumEndpoints.report.path.replace(':id', reply.id), {
    reason: 'Calling people fools',
  });

  // Staff hide the reported post from the queue.
  await page.getByRole('tab', { name: 'Reported posts' }).click();
  await expect(page).toHaveURL(/\?tab=reports$/);
  const report = page.getByRole('article', { name: /The keeper’s logbook/ });
  await expect(report).toContainText('Calling people fools');
  await expect(report).toContainText(`Only a fool would like this ${rude} book.`);
  await expect(report.getByRole('link', { name: '@mayareads' })).toBeVisible();
  await shoot(page, testInfo, '3-report-queue');
  await report.getByRole('button', { name: 'Hide post' }).click();
  await expect(page.getByText('Post hidden')).toBeVisible();
  await expect(report).toBeHidden();
  const hidden = await (
    await page.context().request.get(`${forumEndpoints.search.path}?q=${rude}`)
  ).json();
  expect(hidden.results, 'a hidden post never shows in search').toEqual([]);

  // Staff ban the member, who then cannot post, and lift the ban.
  await page.getByRole('tab', { name: 'Forum bans' }).click();
  const form = page.getByRole('form', { name: 'Ban a member from the forum' });
  await form.getByLabel('Username').fill(offender.username);
  await form.getByLabel('Reason').fill('Insults in the Lighthouse community');
  await form.getByLabel('Days').fill('7');
  await form.getByRole('button', { name: 'Ban member' }).click();
  await expect(page.getByText('Member banned from the forum')).toBeVisible();
  const lift = page.getByRole('button', { name: `Lift the ban on @${offender.username}` });
  await expect(lift).toBeVisible();
  await expect(page.getByText('Insults in the Lighthouse community')).toBeVisible();
  await shoot(page, testInfo, '4-bans');
  const refused = await maya.request.post(forumEndpoints.reply.path.replace(':id', threadId), {
    headers: csrfHeaders,
    data: { body: '<p>Still here.</p>' },
  });
  expect(refused.status()).toBe(403);
  await lift.click();
  await expect(page.getByText('Ban lifted')).toBeVisible();
  await expect(page.getByText('Nobody is banned from the forum.')).toBeVisible();

  // A ban for someone who does not exist shows the server's message.
  await form.getByLabel('Username').fill('nobody-by-this-name');
  await form.getByLabel('Reason').fill('Testing');
  await form.getByRole('button', { name: 'Ban member' }).click();
  await expect(page.getByText(/That member/)).toBeVisible();

  // The figures.
  await page.getByRole('tab', { name: 'Figures' }).click();
  await expect(
    page.getByTestId('posts-chart').locator('.recharts-bar-rectangle').first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'The keeper’s logbook' })).toBeVisible();
  await shoot(page, testInfo, '5-figures');

  // A visitor searches for a word of the post and sees it highlighted.
  const visitor = await browser.newPage();
  await visitor.goto(paths.forumSearch);
  await visitor.getByLabel('Words').fill(word);
  await visitor.getByRole('button', { name: 'Search' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/forum/search\\?q=${word}$`));
  const result = visitor.getByRole('article', { name: 'The keeper’s logbook' });
  await expect(result.locator('mark')).toHaveText(word);
  await expect(result.getByRole('link', { name: community.name })).toBeVisible();
  await shoot(visitor, testInfo, '6-search');
  await visitor.getByLabel('Words').fill(uniqueWord('nosuchword'));
  await visitor.getByRole('button', { name: 'Search' }).click();
  await expect(visitor.getByText(/^No posts match/)).toBeVisible();
  await visitor.goBack();
  await expect(visitor.getByLabel('Words')).toHaveValue(word);
  await expect(result.locator('mark')).toHaveText(word);
  await result.getByRole('link', { name: 'The keeper’s logbook' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/forum/(thread|chapter)/${threadId}`));
  await writer.close();
  await maya.close();
});
