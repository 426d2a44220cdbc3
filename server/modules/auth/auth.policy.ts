/**
 * Who may sign in, and what an address that already has an account is told. The limits on
 * guesses (who is locked out, for how long) are sign-in-limits.ts; these rules come after them.
 */

/** An account as far as these rules need it. */
export interface AccountRef {
  emailVerifiedAt: Date | null;
}

/** An account is verified once its owner followed a link sent to its address. */
export function isEmailVerified(account: AccountRef): boolean {
  return account.emailVerifiedAt !== null;
}

/**
 * With the right password, an account signs in unless the site asks for a confirmed address
 * and this one is not confirmed yet (SPEC §8 "Email not confirmed").
 */
export function signInRefusal(
  account: AccountRef,
  site: { requireEmailVerification: boolean },
): 'email_not_confirmed' | null {
  return site.requireEmailVerification && !isEmailVerified(account) ? 'email_not_confirmed' : null;
}

/**
 * A sign-up for an address that has an account. Where addresses are confirmed by e-mail the
 * answer is the one a new sign-up gets, and only the address's owner learns, by mail, what
 * happened (no one can probe which addresses have accounts); without confirmation the sign-up
 * would sign someone in, so it is refused openly.
 */
export function signUpForTakenEmail(
  existing: AccountRef,
  site: { requireEmailVerification: boolean },
): 'refuse_email_taken' | 'mail_already_registered' | 'resend_verification' {
  if (!site.requireEmailVerification) return 'refuse_email_taken';
  return isEmailVerified(existing) ? 'mail_already_registered' : 'resend_verification';
}

/** "Resend the link": what goes to the address, with the same answer to the asker every time. */
export function verificationResend(
  account: AccountRef | null,
): 'mail_no_account' | 'mail_already_verified' | 'resend_verification' {
  if (account === null) return 'mail_no_account';
  return isEmailVerified(account) ? 'mail_already_verified' : 'resend_verification';
}
