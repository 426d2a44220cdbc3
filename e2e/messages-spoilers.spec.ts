/**
 * A spoiler in a direct message (issue 10, item 6): Priya, who finished The Road, marks her
 * message as a spoiler up to page 200 with the send box's marker; the demo reader, on page 148,
 * sees the list's preview as the spoiler's notice and the message behind a click, while Priya
 * reads her own message plainly. Nothing here changes the reader's unread count for the other
 * journeys: the demo conversation with Priya starts read, and opening it reads the new message.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { paths } from '../contracts/paths.js';
import { expect, test } from './support/app-test.js';
import { demoEmails, signInAsDemo } from './support/demo-accounts.js';

async function messagesAs(browser: Browser, email: string): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext();
  await signInAsDemo(context.request, email);
  const page = await context.newPage();
  await page.goto(paths.dashboardMessages());
  await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
  return [context, page];
}

test('a spoiler in a message is hidden from a reader who is behind it', async ({ browser }) => {
  const stamp = Date.now() % 100_000;
  const secret = `The ending is on the beach road, with the family. #${stamp}`;
  const notice = 'Spoiler for The Road, up to p. 200';

  // Priya marks her message as a spoiler for The Road up to page 200, and sends it.
  const [priyaContext, priya] = await messagesAs(browser, 'priya@bookhive.example');
  await priya.getByRole('button', { name: /Demo Reader/ }).click();
  const priyaLog = priya.getByRole('log', { name: 'Messages with Demo Reader' });
  await expect(priyaLog).toContainText('Page 148');
  await priya.getByRole('button', { name: 'Mark as a spoiler…' }).click();
  await priya.getByLabel('Which book does it spoil?').fill('the road');
  await priya
    .getByRole('list', { name: 'Books found' })
    .getByRole('button', { name: /^The Road/ })
    .click();
  await priya.getByRole('spinbutton', { name: 'Page' }).fill('200');
  await priya.screenshot({ path: 'test-results/message-spoiler-marking.png' });
  const box = priya.getByLabel('Message', { exact: true });
  await box.fill(secret);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  // The sender reads her own message plainly, tagged with the mark the others see.
  await expect(priyaLog.getByText(secret)).toBeVisible();
  await expect(priyaLog.getByText(notice, { exact: true })).toBeVisible();
  await expect(priya.getByRole('button', { name: 'Mark as a spoiler…' })).toBeVisible();
  await priya.screenshot({ path: 'test-results/message-spoiler-sender.png' });

  // The reader, on page 148, sees the notice as the conversation's preview, not the text.
  const [readerContext, reader] = await messagesAs(browser, demoEmails.member);
  const conversations = reader.getByRole('list', { name: 'Conversations' });
  await expect(conversations.getByText(`${notice} (hidden)`)).toBeVisible();
  await expect(reader.getByText(secret)).toHaveCount(0);
  await reader.screenshot({ path: 'test-results/message-spoiler-list.png' });

  // In the conversation, the message waits behind a click.
  await conversations.getByRole('button', { name: /Priya Raman/ }).click();
  const readerLog = reader.getByRole('log', { name: 'Messages with Priya Raman' });
  const cover = readerLog.getByRole('button', { name: `${notice} — Show` });
  await expect(cover).toBeVisible();
  await expect(readerLog.getByText(secret)).toHaveCount(0);
  await reader.screenshot({ path: 'test-results/message-spoiler-shielded.png' });
  await cover.click();
  await expect(readerLog.getByText(secret)).toBeVisible();
  await reader.screenshot({ path: 'test-results/message-spoiler-revealed.png' });

  await readerContext.close();
  await priyaContext.close();
});
