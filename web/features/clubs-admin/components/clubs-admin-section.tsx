/**
 * Admin → Clubs (issue 11, item 8): every club, suspended ones too, found by name words and
 * owner and filtered by category, visibility and state; one club opened whole (`?club={id}`,
 * so it can be linked to and Back returns to the list) to edit, suspend, restore or delete it.
 * Every change here is recorded in the audit log.
 */
import { useSearchParams } from 'react-router';
import { ClubDetail } from './club-detail';
import { ClubsList } from './clubs-list';

export function ClubsAdminSection() {
  const [params] = useSearchParams();
  const clubId = params.get('club');
  return clubId ? <ClubDetail id={clubId} /> : <ClubsList />;
}
