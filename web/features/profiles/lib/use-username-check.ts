/**
 * The Choose Your Username check (SPEC §4, §5): local rules first, then — once the name is at
 * least 3 characters and otherwise valid — availability (other members' names, and the slug
 * registry's reserved words and slugs), after a short pause in typing. A failed check counts as
 * unavailable.
 */
import { uiTimings } from '@contracts/constants';
import { usernameMessages } from '@contracts/messages';
import { slugMessages } from '@contracts/public-slugs';
import { dialogUsernameError } from '@contracts/username';
import { useDebounced } from '@/lib/use-debounced';
import { useUsernameAvailability } from '../api/use-username-availability';

export type UsernameCheckStatus = 'invalid' | 'checking' | 'available' | 'taken' | 'failed';

export interface UsernameCheck {
  status: UsernameCheckStatus;
  message: string;
}

export function useUsernameCheck(value: string): UsernameCheck {
  const candidate = value.trim();
  const localError = dialogUsernameError(candidate);
  const debounced = useDebounced(candidate, uiTimings.usernameCheckDebounceMs);
  const settled = debounced === candidate;
  const query = useUsernameAvailability(debounced, settled && localError === null);

  if (localError) return { status: 'invalid', message: localError };
  if (!settled || query.isFetching || query.isPending)
    return { status: 'checking', message: 'Checking availability…' };
  if (query.isError) return { status: 'failed', message: usernameMessages.checkFailed };
  if (query.data?.available) return { status: 'available', message: usernameMessages.available };
  // A word of the site's own addresses (/dashboard…) says so, rather than that someone has it.
  return {
    status: 'taken',
    message: query.data?.reserved ? slugMessages.reserved : usernameMessages.taken,
  };
}
