/**
 * A member who bought a plan through the test checkout, and a Club Host's paid club, for tests
 * of what follows a payment.
 */
import { expect } from 'vitest';
import type { TestApp, TestMember } from './test-app.js';

export const approvedCard = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  name: 'Ada Reader',
};

/** Pays a test checkout (its URL, as the checkout answered) with `cardNumber`. */
export function payTestCheckout(
  member: TestMember,
  url: string,
  cardNumber = approvedCard.cardNumber,
) {
  const id = url.split('/').at(-1)!;
  return member.client.post(`/api/payments/test-checkout/${id}/pay`, {
    ...approvedCard,
    cardNumber,
  });
}

/** A new member who paid for `plan` with the approved test card. */
export async function paidMember(
  t: TestApp,
  plan: 'reader_plus' | 'club_host' = 'reader_plus',
  interval: 'month' | 'year' = 'month',
): Promise<TestMember> {
  const member = await t.signedInMember();
  const started = await member.client.post('/api/payments/checkout', { plan, interval });
  expect(started.statusCode, started.body).toBe(200);
  const paid = await payTestCheckout(member, started.json().url as string);
  expect(paid.json(), paid.body).toMatchObject({ status: 'paid' });
  return member;
}

let paidClubs = 0;

/** A paid club of `host` (on the Club Host plan) at `monthlyPrice` cents a month. */
export async function createPaidClub(host: TestMember, monthlyPrice = 1500, extra: object = {}) {
  paidClubs++;
  const response = await host.client.post('/api/clubs', {
    name: `Paid club ${paidClubs}`,
    category: 'History',
    monthlyPrice,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().club as { id: string; slug: string; name: string };
}
