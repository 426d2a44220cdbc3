/**
 * The test provider's card rules, pure, as a table: each of Stripe's test cards does what
 * Stripe documents, an unknown number or a past expiry is refused first, 3-D Secure asks and
 * then follows the member's answer; and a checkout past its time has expired.
 */
import { describe, expect, it } from 'vitest';
import { cardMessages } from '../../../contracts/payments.js';
import {
  checkoutStatusAt,
  mayBuyPlan,
  testCardOutcome,
  type CardOutcome,
} from './payments.policy.js';

const now = new Date(Date.UTC(2026, 10, 27, 17, 0));
const declined = (message: string): CardOutcome => ({ kind: 'declined', message });

describe('testCardOutcome', () => {
  const cases: [string, string, 'approve' | 'fail' | undefined, CardOutcome][] = [
    ['4242 4242 4242 4242', '12/34', undefined, { kind: 'approved' }],
    ['4242424242424242', '11 / 2026', undefined, { kind: 'approved' }],
    ['4242-4242-4242-4242', '1/30', undefined, { kind: 'approved' }],
    ['4000 0000 0000 0002', '12/34', undefined, declined(cardMessages.declined)],
    ['4000 0000 0000 9995', '12/34', undefined, declined(cardMessages.insufficientFunds)],
    ['4000 0025 0000 3155', '12/34', undefined, { kind: 'requiresAction' }],
    ['4000 0025 0000 3155', '12/34', 'approve', { kind: 'approved' }],
    ['4000 0025 0000 3155', '12/34', 'fail', declined(cardMessages.authenticationFailed)],
    // The answer to a 3-D Secure step means nothing to a card that never asked for one.
    ['4000 0000 0000 0002', '12/34', 'approve', declined(cardMessages.declined)],
    ['4111 1111 1111 1111', '12/34', undefined, declined(cardMessages.incorrectNumber)],
    ['4242 4242 4242 424', '12/34', undefined, declined(cardMessages.incorrectNumber)],
    ['abcd', '12/34', undefined, declined(cardMessages.incorrectNumber)],
    // Expiry is checked before the number, as Stripe checks the card before asking the bank.
    ['4242 4242 4242 4242', '10/26', undefined, declined(cardMessages.expiry)],
    ['4111 1111 1111 1111', '10/26', undefined, declined(cardMessages.expiry)],
    ['4242 4242 4242 4242', '13/30', undefined, declined(cardMessages.expiry)],
    ['4242 4242 4242 4242', '00/30', undefined, declined(cardMessages.expiry)],
    ['4242 4242 4242 4242', '12', undefined, declined(cardMessages.expiry)],
    ['4242 4242 4242 4242', '', undefined, declined(cardMessages.expiry)],
  ];
  it.each(cases)(
    'card %s expiring %s (3-D Secure: %s)',
    (cardNumber, expiry, authentication, outcome) => {
      expect(testCardOutcome({ cardNumber, expiry, authentication, now })).toEqual(outcome);
    },
  );

  it('takes a card through the last day of its expiry month (UTC)', () => {
    const lastMoment = new Date(Date.UTC(2026, 10, 30, 23, 59, 59));
    const nextMonth = new Date(Date.UTC(2026, 11, 1));
    const card = { cardNumber: '4242424242424242', expiry: '11/26' };
    expect(testCardOutcome({ ...card, now: lastMoment })).toEqual({ kind: 'approved' });
    expect(testCardOutcome({ ...card, now: nextMonth })).toEqual(declined(cardMessages.expiry));
  });
});

describe('checkoutStatusAt', () => {
  const expiresAt = new Date(now.getTime() + 60_000);
  it.each([
    ['open', now, 'open'],
    ['open', expiresAt, 'expired'],
    ['paid', expiresAt, 'paid'],
    ['expired', now, 'expired'],
  ] as const)('%s at %s is %s', (status, at, expected) => {
    expect(checkoutStatusAt({ status, expiresAt }, at)).toBe(expected);
  });
});

describe('mayBuyPlan', () => {
  it.each([
    [null, 'reader_plus', true],
    [{ planCode: 'reader_plus', status: 'active' as const }, 'reader_plus', false],
    // Another paid plan is a change, made from Settings: a second subscription would bill twice.
    [{ planCode: 'reader_plus', status: 'active' as const }, 'club_host', false],
    [{ planCode: 'reader_plus', status: 'canceled' as const }, 'club_host', true],
    [{ planCode: 'reader_plus', status: 'past_due' as const }, 'reader_plus', true],
  ])('holding %o may buy %s: %s', (current, plan, expected) => {
    expect(mayBuyPlan(current, plan)).toBe(expected);
  });
});
