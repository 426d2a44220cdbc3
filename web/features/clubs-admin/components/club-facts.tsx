/** Small pieces the club list and a club's page share: its state badges and how dates read. */
import type { AdminClub } from '@contracts/clubs-admin';
import { Badge } from '@/components/ui/badge';

const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const moment = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 24, 2026" in the reader's zone (the back-office is never rendered on the server). */
export const formatDay = (iso: string) => day.format(new Date(iso));
/** "Nov 24, 2026, 10:03 AM". */
export const formatMoment = (iso: string) => moment.format(new Date(iso));

/** Private and Suspended, when they apply. */
export function ClubBadges({ club }: { club: Pick<AdminClub, 'visibility' | 'suspendedAt'> }) {
  return (
    <>
      {club.visibility === 'private' && <Badge>Private</Badge>}
      {club.suspendedAt && <Badge tone="danger">Suspended</Badge>}
    </>
  );
}
