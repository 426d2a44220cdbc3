/**
 * The club's meetings: when (in the meeting's time zone and the reader's own), where (a place
 * or an online link), who is coming, and the member's answer — going, maybe or not going.
 * Hosts add and change meetings.
 */
import type { ClubMeeting, ClubReading } from '@contracts/club-reading';
import { rsvpAnswers, rsvpLabels } from '@contracts/club-reading-constants';
import { MapPin, Video } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { readingWrites, useReadingWrite } from '@/features/clubs/api/use-club-reading';
import { ConfirmDialog } from '../confirm-dialog';
import { MeetingForm } from './meeting-form';

function when(meeting: ClubMeeting): { there: string; here: string | null } {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  };
  const start = new Date(meeting.startsAt);
  const format = (timeZone?: string, zoneName = true) =>
    new Intl.DateTimeFormat(undefined, {
      ...options,
      ...(zoneName ? { timeZoneName: 'short' } : {}),
      ...(timeZone ? { timeZone } : {}),
    }).format(start);
  // The reader's own time only when their clock shows another time than the meeting's zone.
  const same = format(meeting.timeZone, false) === format(undefined, false);
  return { there: format(meeting.timeZone), here: same ? null : format() };
}

export function MeetingsPanel({ clubId, reading }: { clubId: string; reading: ClubReading }) {
  const { meetings, abilities } = reading;
  const [editing, setEditing] = useState<ClubMeeting | 'new' | null>(null);
  if (meetings.length === 0 && !abilities.manageMeetings) return null;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">Meetings</h3>
        {abilities.manageMeetings && editing === null && (
          <Button variant="outline" size="sm" onClick={() => setEditing('new')}>
            Add a meeting
          </Button>
        )}
      </div>
      {editing !== null && (
        <MeetingForm
          clubId={clubId}
          meeting={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {meetings.length === 0 && editing === null && (
        <p className="text-sm text-muted-foreground">No meetings planned yet.</p>
      )}
      <ul className="space-y-3" aria-label="Upcoming meetings">
        {meetings.map((meeting) => (
          <MeetingItem
            key={meeting.id}
            clubId={clubId}
            meeting={meeting}
            reading={reading}
            onEdit={abilities.manageMeetings ? () => setEditing(meeting) : null}
          />
        ))}
      </ul>
    </div>
  );
}

function MeetingItem({
  clubId,
  meeting,
  reading,
  onEdit,
}: {
  clubId: string;
  meeting: ClubMeeting;
  reading: ClubReading;
  onEdit: (() => void) | null;
}) {
  const writes = readingWrites(clubId);
  const rsvp = useReadingWrite(clubId, writes.rsvp);
  const cancel = useReadingWrite(clubId, writes.cancelMeeting, {
    success: 'The meeting is cancelled',
  });
  const [confirming, setConfirming] = useState(false);
  const time = when(meeting);
  const headingId = `meeting-${meeting.id}`;
  return (
    <li className="space-y-2 rounded-xl border border-line p-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p id={headingId} className="font-medium">
            {meeting.title}
          </p>
          <p className="text-sm">{time.there}</p>
          {time.here && <p className="text-xs text-muted-foreground">Your time: {time.here}</p>}
          <p className="text-xs text-muted-foreground">{meeting.durationMinutes} minutes</p>
        </div>
        {onEdit && (
          <div className="flex gap-1">
            <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${meeting.title}`}>
              Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setConfirming(true)}
              aria-label={`Cancel ${meeting.title}`}
            >
              Cancel
            </Button>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title="Cancel this meeting?"
              description={`“${meeting.title}” leaves the club’s page and members’ calendars.`}
              confirmLabel="Cancel the meeting"
              danger
              busy={cancel.isPending}
              onConfirm={() => cancel.mutate(meeting.id, { onSuccess: () => setConfirming(false) })}
            />
          </div>
        )}
      </div>
      {meeting.place && (
        <p className="flex items-center gap-1.5 text-sm">
          <MapPin className="h-4 w-4 shrink-0" aria-hidden /> {meeting.place}
        </p>
      )}
      {meeting.onlineUrl && (
        <p className="flex items-center gap-1.5 text-sm">
          <Video className="h-4 w-4 shrink-0" aria-hidden />
          <a
            href={meeting.onlineUrl}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="break-all text-primary hover:underline"
          >
            Join online
          </a>
        </p>
      )}
      <p className="text-sm text-muted-foreground" data-testid="rsvp-counts">
        {meeting.counts.going} going · {meeting.counts.maybe} maybe · {meeting.counts.not_going} not
        going
      </p>
      {reading.abilities.rsvp && (
        <div role="group" aria-label={`Your answer for ${meeting.title}`} className="flex gap-2">
          {rsvpAnswers.map((answer) => (
            <Button
              key={answer}
              size="sm"
              variant={meeting.myAnswer === answer ? 'primary' : 'outline'}
              aria-pressed={meeting.myAnswer === answer}
              disabled={rsvp.isPending}
              onClick={() => rsvp.mutate({ meetingId: meeting.id, answer })}
            >
              {rsvpLabels[answer]}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}
