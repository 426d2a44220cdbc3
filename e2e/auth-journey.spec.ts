/**
 * The account journey of issue 2, as a new reader does it: sign up, confirm the e-mail from
 * the .eml file, sign in, choose a username, pick a theme, sign out, forget the password,
 * reset it from its e-mail and sign in with the new one.
 */
import { expect, test } from './support/app-test.js';
import { linkTo, waitForMail } from './support/mailbox.js';

const email = `reader${Date.now()}@example.com`;
const firstPassword = 'Caged!Bird1969';
const newPassword = 'Phenomenal#Woman78';

test('sign up, verify, sign in, choose a username, theme, sign out, reset the password, sign in again', async ({
  page,
}) => {
  const startedAt = Date.now();
  await page.goto('/');
  await page.getByRole('button', { name: 'START FOR FREE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to the Book Club' });
  await expect(dialog).toBeVisible();

  // Sign up: the button waits for a strong, matching password.
  await dialog.getByLabel('Full name').fill('Maya Angelou');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('short');
  await dialog.getByLabel('Confirm password').fill('shorter');
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  await dialog.getByLabel('Password', { exact: true }).fill(firstPassword);
  await dialog.getByLabel('Confirm password').fill(firstPassword);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByText('You must agree to the terms and conditions')).toBeVisible();
  await dialog.getByRole('checkbox').click();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('Account created! Please check your email to verify your account.'),
  ).toBeVisible();
  await expect(dialog.getByText('Check your email')).toBeVisible();

  // Signing in before verifying is refused with the spec's message.
  await dialog.getByLabel('Password', { exact: true }).fill(firstPassword);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please verify your email address').first()).toBeVisible();

  // The verification link from the .eml file.
  const verification = await waitForMail(email, /Confirm your email/, startedAt);
  await page.goto(linkTo(verification, '/auth/callback'));
  await expect(page).toHaveURL(/\/welcome\?verified=1/);
  await expect(page.getByText('is verified. Your account is ready.')).toBeVisible();

  // Sign in.
  await page.getByRole('button', { name: 'Sign in to get started' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(firstPassword);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Signed in successfully!')).toBeVisible();

  // Choose Your Username: blocking, prefilled from the full name, checked live.
  const usernameDialog = page.getByRole('dialog', { name: 'Choose Your Username' });
  await expect(usernameDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(usernameDialog).toBeVisible();
  const username = usernameDialog.getByLabel('Username');
  await expect(username).toHaveValue('mayaangelou');
  await username.fill('ab');
  await expect(usernameDialog.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(usernameDialog.getByRole('button', { name: 'Set Username' })).toBeDisabled();
  await username.fill('demoreader');
  await expect(usernameDialog.getByText('Username is already taken')).toBeVisible();
  const chosen = `maya${Date.now() % 100000}`;
  await username.fill(chosen);
  await expect(usernameDialog.getByText('Username is available')).toBeVisible();
  await usernameDialog.getByRole('button', { name: 'Set Username' }).click();
  await expect(page.getByText(`Your username has been set to @${chosen}`)).toBeVisible();
  await expect(usernameDialog).toBeHidden();

  // Pick a theme: Forest, light mode. It is saved for this account.
  await page.goto('/settings#appearance');
  await page.getByRole('radio', { name: 'Forest' }).click();
  await expect(page.getByText('Forest palette')).toBeVisible();
  await page.getByRole('radio', { name: 'light' }).click();
  await expect(page.locator('html')).toHaveClass(/light/);
  // The glow carries Forest's green as chosen (#15803d); text and buttons use a shade of it
  // that reads at WCAG AA on light surfaces (decision 0008).
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.style.getPropertyValue('--ambient-primary')),
    )
    .toBe('rgb(21 128 61 / 0.15)');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Forest' })).toHaveAttribute('aria-checked', 'true');

  // Sign out from the account menu.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();

  // Forgot password -> e-mail -> reset.
  const resetRequestedAt = Date.now();
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password reset email sent! Check your inbox.')).toBeVisible();
  await expect(dialog.getByText('Check your inbox')).toBeVisible();
  const reset = await waitForMail(email, /Reset your Bookhive password/, resetRequestedAt);
  const resetLink = linkTo(reset, '/auth/reset-password');
  await page.goto(resetLink);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();

  // The link worked once.
  const again = await page.context().newPage();
  await again.goto(resetLink);
  await expect(again.getByText('This reset link has expired')).toBeVisible();
  await again.close();

  // Sign in with the new password (the dialog opened after the reset).
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(firstPassword);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Maya/ })).toBeVisible();
  // The theme chosen earlier follows the account.
  await expect(page.locator('html')).toHaveClass(/light/);
});
