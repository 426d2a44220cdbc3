/** A member who bought a plan through the test checkout, for tests of what follows a payment. */
import { expect } from 'vitest';
import type { TestApp, TestMember } from './test-app.js';

export const approvedCard = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  name: 'Ada Reader',
};

/** A new member who paid for `plan` with the approved test card. */
export async function paidMember(
  t: TestApp,
  plan: 'reader_plus' | 'club_host' = 'reader_plus',
  interval: 'month' | 'year' = 'month',
): Promise<TestMember> {
  const member = await t.signedInMember();
  const started = await member.client.post('/api/payments/checkout', { plan, interval });
  expect(started.statusCode, started.body).toBe(200);
  const id = (started.json().url as string).split('/').at(-1)!;
  const paid = await member.client.post(`/api/payments/test-checkout/${id}/pay`, approvedCard);
  expect(paid.json(), paid.body).toMatchObject({ status: 'paid' });
  return member;
}
