/** Where a reader goes once signed in (SPEC §4): a pending invitation, a pending destination, or the dashboard. */
import { storageKeys, uiTimings } from '@contracts/constants';
import { paths } from '@contracts/paths';
import { local } from './browser-storage';
import { setPendingDestination } from './dialogs';

export interface PostAuthTarget {
  path: string;
  delayMs: number;
}

export function takePostAuthTarget(): PostAuthTarget {
  const invitation = local.getJson<{ token?: unknown }>(storageKeys.pendingInvitation);
  if (invitation && typeof invitation.token === 'string' && invitation.token) {
    return { path: paths.invite(invitation.token), delayMs: uiTimings.inviteRedirectMs };
  }
  const destination = local.get(storageKeys.pendingDestination);
  setPendingDestination(null);
  // Only same-site paths: a stored value must never send anyone to another site.
  if (destination && destination.startsWith('/') && !destination.startsWith('//')) {
    return { path: destination, delayMs: 0 };
  }
  return { path: paths.dashboard, delayMs: 0 };
}
