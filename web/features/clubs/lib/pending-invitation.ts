/**
 * The invitation a signed-out visitor opened (SPEC §3/§4): kept in local storage as an object
 * with its token through sign-up, e-mail verification and sign-in; the auth dialog then goes to
 * /invite/{token} after 500 ms (web/lib/post-auth.ts reads the same key).
 */
import { storageKeys } from '@contracts/constants';
import { local } from '@/lib/browser-storage';

export function keepPendingInvitation(token: string): void {
  local.setJson(storageKeys.pendingInvitation, { token });
}

/** The kept invitation's token, if there is a sound one. */
export function pendingInvitationToken(): string | null {
  const kept = local.getJson<{ token?: unknown }>(storageKeys.pendingInvitation);
  return kept && typeof kept.token === 'string' && kept.token ? kept.token : null;
}

/** Forgets it: once accepted, or when it can no longer be (revoked, expired, used up). */
export function clearPendingInvitation(): void {
  local.remove(storageKeys.pendingInvitation);
}
