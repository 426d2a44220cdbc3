/**
 * Thread moderation from the back-office (issue 10, item 8) in a real browser: the content
 * admin opens Admin → Forum → Threads, finds a demo thread by a word of its title, locks it and
 * moves it to a chapter of another community; a member then finds it locked in its new chapter,
 * and the thread page's own menu offers to unlock it. Photographed on a desktop and a 390 px
 * phone, in the light theme (and the threads list once in the dark one, the default).
 */
import { forumEndpoints } from '../contracts/endpoints/forum.js';
import { paths } from '../contracts/paths.js';
import { expect, test } from './support/app-test.js';
import { csrfHeaders, demoEmails, signInAsDemo } from './support/demo-accounts.js';
import { shoot } from './support/screenshots.js';
import { saveThemeMode } from './support/theme-mode.js';

const title = 'Which shortlisted novel should I start with?';
const home = { community: 'Literary Fiction', chapter: 'Prize lists' };
const target = { community: 'Fantasy & Science Fiction', chapter: 'Classics of the genre' };

test('staff find a thread in the back-office, lock it and move it; members see it locked there', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const staff = page.context().request;
  await signInAsDemo(staff, demoEmails.contentAdmin);
  const reader = await browser.newContext();
  await signInAsDemo(reader.request, demoEmails.member);
  const member = await reader.newPage();
  // The member reports the thread's second post, so the queue has it.
  const { threads } = await (
    await staff.get(`${forumEndpoints.adminThreads.path}?q=shortlisted`)
  ).json();
  const threadId: string = threads[0].id;
  const { posts } = await (
    await reader.request.get(forumEndpoints.thread.path.replace(':id', threadId))
  ).json();
  const reported = await reader.request.post(
    forumEndpoints.report.path.replace(':id', posts[1].id),
    { headers: csrfHeaders, data: { reason: 'Getting heated' } },
  );
  expect(reported.status()).toBe(204);

  try {
    // Admin → Forum → Threads, first in the dark theme the demo accounts start with.
    await page.goto(paths.adminSection('forum'));
    await page.getByRole('tab', { name: 'Threads' }).click();
    await expect(page).toHaveURL(/\?tab=threads$/);
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('0-threads-dark.png'), fullPage: true });
    await saveThemeMode(staff, 'light');
    await saveThemeMode(reader.request, 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/light/);

    // The reports queue offers to lock the reported post's thread.
    await page.getByRole('tab', { name: 'Reported posts' }).click();
    const report = page.getByRole('article', { name: new RegExp(title.replace('?', '\\?')) });
    await expect(report.getByRole('button', { name: 'Lock thread' })).toBeVisible();
    await shoot(page, testInfo, '1-report-queue');

    // The Threads tab finds the thread by a word of its title.
    await page.getByRole('tab', { name: 'Threads' }).click();
    await page.getByLabel('Title words').fill('shortlisted');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\?tab=threads&q=shortlisted$/);
    const row = page.getByRole('article', { name: title });
    await expect(row).toContainText(`${home.community}›${home.chapter}`);
    await expect(page.getByRole('article')).toHaveCount(1);
    await shoot(page, testInfo, '2-threads-found');

    // Lock it.
    await row.getByRole('button', { name: 'Lock', exact: true }).click();
    await expect(page.getByText('Thread locked')).toBeVisible();
    await expect(row.getByText('Locked', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Unlock' })).toBeVisible();

    // Move it to a chapter of another community.
    await row.getByRole('button', { name: 'Move to…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move thread' });
    const chapter = dialog.getByLabel('Chapter');
    await expect(chapter.locator('option:checked')).toHaveText(`${home.chapter} (where it is now)`);
    await dialog.getByLabel('Community').selectOption({ label: target.community });
    await expect(chapter.locator('option:checked')).toHaveText(target.chapter);
    await shoot(page, testInfo, '3-move-dialog');
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(
      page.getByText(`Thread moved to ${target.community} › ${target.chapter}`),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(`${target.community}›${target.chapter}`);
    await shoot(page, testInfo, '4-moved');

    // The queue now says the thread is locked, and offers no lock.
    await page.getByRole('tab', { name: 'Reported posts' }).click();
    await expect(report.getByText('Thread locked')).toBeVisible();
    await expect(report.getByRole('button', { name: 'Lock thread' })).toBeHidden();
    await page.getByRole('tab', { name: 'Threads' }).click();
    await page.getByLabel('Title words').fill('shortlisted');
    await page.getByRole('button', { name: 'Search' }).click();

    // A member finds it locked in its new chapter.
    await member.goto(paths.forum);
    // A community's card and a chapter's row are links named by all they say: their name first.
    await member.getByRole('link', { name: new RegExp(`^${target.community}`) }).click();
    await member.getByRole('link', { name: new RegExp(`^${target.chapter}`) }).click();
    const listed = member.getByRole('listitem').filter({ hasText: title });
    await expect(listed).toContainText('Locked');
    await listed.getByRole('link', { name: title }).click();
    await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const crumbs = member.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: target.chapter })).toBeVisible();
    await expect(crumbs.getByRole('link', { name: target.community })).toBeVisible();
    await expect(member.getByText('This thread is locked')).toBeVisible();
    await shoot(member, testInfo, '5-member-sees-locked');

    // The thread page's own menu knows it is locked, and unlocks it.
    await row.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Moderate' }).click();
    const tools = page.getByRole('menu', { name: 'Moderate' });
    await expect(tools.getByRole('menuitem', { name: 'Unlock thread' })).toBeVisible();
    await shoot(page, testInfo, '6-thread-menu');
    await tools.getByRole('menuitem', { name: 'Unlock thread' }).click();
    await member.reload();
    await expect(member.getByText('This thread is locked')).toBeHidden();
    await expect(member.getByRole('button', { name: 'Post reply' })).toBeVisible();
  } finally {
    // The demo as it was, for the journeys after this one.
    const { reports } = await (await staff.get(forumEndpoints.reports.path)).json();
    for (const open of reports.filter((r: { threadId: string }) => r.threadId === threadId)) {
      await staff.post(forumEndpoints.resolveReport.path.replace(':id', open.id), {
        headers: csrfHeaders,
        data: { action: 'dismiss' },
      });
    }
    const { chapters } = await (
      await staff.get(forumEndpoints.community.path.replace(':slug', 'literary-fiction'))
    ).json();
    const prizeLists = chapters.find((c: { title: string }) => c.title === home.chapter);
    await staff.patch(forumEndpoints.adminModerateThread.path.replace(':id', threadId), {
      headers: csrfHeaders,
      data: { chapterId: prizeLists.id, isLocked: false },
    });
    await saveThemeMode(staff, 'dark');
    await saveThemeMode(reader.request, 'dark');
    await reader.close();
  }
});
