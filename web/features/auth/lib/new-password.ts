/** The rules a new password must meet before its form may be sent (SPEC §2, §5). */
import { fieldLimits } from '@contracts/constants';
import { passwordStrength } from '@contracts/password';

/** The live mismatch shows only once something has been typed in the confirmation. */
export function passwordsMismatch(password: string, confirmation: string): boolean {
  return confirmation.length > 0 && password !== confirmation;
}

/** Both filled in, matching, and scoring at least the sign-up minimum of 60. */
export function newPasswordReady(password: string, confirmation: string): boolean {
  return (
    password !== '' &&
    confirmation !== '' &&
    !passwordsMismatch(password, confirmation) &&
    passwordStrength(password).score >= fieldLimits.strengthMinimum
  );
}
