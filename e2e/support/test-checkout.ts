/** Paying on the built-in test provider's checkout page, as a member types a card. */
import type { Page } from '@playwright/test';

/** Fills the test checkout's card form and presses "Pay {amount}". */
export async function payWithTestCard(
  page: Page,
  card: { amount: string; cardNumber?: string; name?: string },
) {
  await page.getByLabel('Card number').fill(card.cardNumber ?? '4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill(card.name ?? 'Journey Reader');
  await page.getByRole('button', { name: `Pay ${card.amount}` }).click();
}
