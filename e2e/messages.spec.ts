/**
 * Direct messages in two browsers (issue 10, "send and read a direct message"): Maya writes to
 * the demo reader, whose open dashboard shows the unread badge rise without a reload; the reader
 * opens the conversation and answers (Enter sends, Shift+Enter is a new line), and Maya sees the
 * answer appear in her open conversation.
 */
import type { Page } from '@playwright/test';
import { paths } from '../contracts/paths.js';
import { signedInPage } from './support/signed-in.js';
import { appReady, expect, test } from './support/app-test.js';
import { demoEmails } from './support/demo-accounts.js';

async function openMessages(page: Page) {
  await page.goto(paths.dashboardMessages());
  await appReady(page);
  await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
}

const badge = (page: Page) => page.getByRole('tab', { name: /Messages/ });

test('two members message each other live', async ({ browser }) => {
  const [readerContext, reader] = await signedInPage(browser, demoEmails.member);
  const [mayaContext, maya] = await signedInPage(browser, 'maya@bookhive.example');
  const stamp = Date.now() % 100_000;

  // The reader reads Tomás's conversation: the seeded unread messages of the others remain.
  await openMessages(reader);
  await reader.getByRole('button', { name: /Tomás Berger/ }).click();
  await expect(reader.getByRole('log', { name: 'Messages with Tomás Berger' })).toContainText(
    'Battle of the Frontiers',
  );
  await expect(badge(reader)).toHaveAccessibleName('Messages, 3 unread');

  // Maya starts a message to the reader from "New message", choosing them from the suggestions.
  await openMessages(maya);
  await maya.getByRole('button', { name: 'New message' }).click();
  const dialog = maya.getByRole('dialog', { name: 'New message' });
  await dialog.getByLabel('To').fill('demore');
  await dialog.getByRole('button', { name: /@demoreader/ }).click();
  await expect(dialog.getByRole('list', { name: 'Recipients' })).toContainText('@demoreader');
  await dialog.getByLabel('Message').fill(`Are you coming on Sunday? #${stamp}`);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  // The two already had a conversation: it is found, not duplicated.
  const mayaLog = maya.getByRole('log', { name: 'Messages with Demo Reader' });
  await expect(mayaLog).toContainText(`Are you coming on Sunday? #${stamp}`);
  await expect(mayaLog).toContainText('Want to buddy-read the last third?');

  // Without a reload, the reader's badge and list count the new message.
  await expect(badge(reader)).toHaveAccessibleName('Messages, 4 unread');
  await expect(reader.getByRole('button', { name: 'Maya Chen, 2 unread' })).toBeVisible();
  await reader.screenshot({ path: 'test-results/messages-reader-unread.png' });

  // The reader opens it (read at once) and answers: Shift+Enter a new line, Enter sends.
  await reader.getByRole('button', { name: 'Maya Chen, 2 unread' }).click();
  const readerLog = reader.getByRole('log', { name: 'Messages with Maya Chen' });
  await expect(readerLog).toContainText(`Are you coming on Sunday? #${stamp}`);
  await expect(badge(reader)).toHaveAccessibleName('Messages, 2 unread');
  await expect(reader).toHaveURL(/tab=messages&conversation=/);
  const box = reader.getByLabel('Message', { exact: true });
  await box.fill('Yes!');
  await box.press('Shift+Enter');
  await box.pressSequentially(`See you at ten. #${stamp}`);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(readerLog).toContainText(`See you at ten. #${stamp}`);

  // Maya's open conversation shows the answer as it is sent, on two lines.
  await expect(mayaLog).toContainText(`See you at ten. #${stamp}`);
  await expect(mayaLog.getByText(`Yes!\nSee you at ten. #${stamp}`)).toBeVisible();
  await maya.screenshot({ path: 'test-results/messages-maya-live.png' });

  // A deep link opens the conversation after a reload.
  await reader.reload();
  await expect(reader.getByRole('log', { name: 'Messages with Maya Chen' })).toContainText(
    `See you at ten. #${stamp}`,
  );
  await reader.screenshot({ path: 'test-results/messages-reader-conversation.png' });

  await readerContext.close();
  await mayaContext.close();
});
