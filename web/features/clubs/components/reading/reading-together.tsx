/**
 * Reading together in a club: the poll for the next book, the plan of the current one with its
 * section threads, the meetings, and the member's own calendar and shelf choices. What each
 * viewer may do comes from the server's `abilities`.
 */
import type { ClubPage } from '@contracts/clubs';
import { Spinner } from '@/components/ui/spinner';
import { useClubReading } from '@/features/clubs/api/use-club-reading';
import { MeetingsPanel } from './meetings-panel';
import { MyReading } from './my-reading';
import { PlanPanel } from './plan-panel';
import { PollPanel } from './poll-panel';

export default function ReadingTogether({ page }: { page: ClubPage }) {
  const clubId = page.club.id;
  const query = useClubReading(clubId);
  if (query.isPending) return <Spinner label="Loading the club’s reading" />;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {query.error.message}
      </p>
    );
  const reading = query.data;
  return (
    <div className="space-y-8">
      <PollPanel clubId={clubId} reading={reading} />
      <PlanPanel clubId={clubId} reading={reading} hasBook={page.currentBook !== null} />
      <MeetingsPanel clubId={clubId} reading={reading} />
      {reading.me && <MyReading clubId={clubId} me={reading.me} abilities={reading.abilities} />}
    </div>
  );
}
