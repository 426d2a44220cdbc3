/** A host adds or changes a meeting: its title, start in a time zone, length, link or place. */
import type { ClubMeeting } from '@contracts/club-reading';
import { clubPlanLimits, supportedTimeZones } from '@contracts/club-reading-constants';
import { clubReadingEndpoints as endpoints } from '@contracts/endpoints/club-reading';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { callApi } from '@/lib/api-client';
import { useReadingWrite } from '@/features/clubs/api/use-club-reading';
import { errorText } from './error-text';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function MeetingForm({
  clubId,
  meeting,
  onDone,
}: {
  clubId: string;
  meeting: ClubMeeting | null;
  onDone: () => void;
}) {
  const id = useId();
  const zones = useMemo(supportedTimeZones, []);
  const [title, setTitle] = useState(meeting?.title ?? '');
  const [localStart, setLocalStart] = useState(meeting?.localStart ?? '');
  const [timeZone, setTimeZone] = useState(meeting?.timeZone ?? browserZone());
  const [duration, setDuration] = useState(String(meeting?.durationMinutes ?? 90));
  const [onlineUrl, setOnlineUrl] = useState(meeting?.onlineUrl ?? '');
  const [place, setPlace] = useState(meeting?.place ?? '');
  const body = () => ({
    title,
    localStart,
    timeZone,
    durationMinutes: Number(duration),
    onlineUrl: onlineUrl.trim() || null,
    place: place.trim() || null,
  });
  const save = useReadingWrite(
    clubId,
    () =>
      meeting
        ? callApi(endpoints.editMeeting, {
            params: { id: clubId, meetingId: meeting.id },
            body: body(),
          })
        : callApi(endpoints.addMeeting, { params: { id: clubId }, body: body() }),
    { success: meeting ? 'The meeting is changed' : 'The meeting is added' },
  );
  const field = (name: string) => `${id}-${name}`;
  return (
    <form
      className="grid gap-3 rounded-xl border border-line p-4 sm:grid-cols-2"
      aria-label={meeting ? `Edit ${meeting.title}` : 'Add a meeting'}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(undefined, { onSuccess: onDone });
      }}
    >
      <div className="space-y-1 sm:col-span-2">
        <label htmlFor={field('title')} className="text-sm font-medium">
          Title
        </label>
        <Input
          id={field('title')}
          required
          maxLength={clubPlanLimits.meetingTitleMax}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={field('start')} className="text-sm font-medium">
          Starts at
        </label>
        <Input
          id={field('start')}
          type="datetime-local"
          required
          value={localStart}
          onChange={(e) => setLocalStart(e.target.value.slice(0, 16))}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={field('zone')} className="text-sm font-medium">
          Time zone
        </label>
        <Select id={field('zone')} value={timeZone} onChange={(e) => setTimeZone(e.target.value)}>
          {zones.map((zone) => (
            <option key={zone}>{zone}</option>
          ))}
        </Select>
      </div>
      <div className="space-y-1">
        <label htmlFor={field('duration')} className="text-sm font-medium">
          Length in minutes
        </label>
        <Input
          id={field('duration')}
          type="number"
          min={clubPlanLimits.minDurationMinutes}
          max={clubPlanLimits.maxDurationMinutes}
          required
          value={duration}
          onChange={(e) => setDuration(e.target.value)}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={field('url')} className="text-sm font-medium">
          Online link
        </label>
        <Input
          id={field('url')}
          type="text"
          inputMode="url"
          placeholder="https://"
          value={onlineUrl}
          onChange={(e) => setOnlineUrl(e.target.value)}
        />
      </div>
      <div className="space-y-1 sm:col-span-2">
        <label htmlFor={field('place')} className="text-sm font-medium">
          Place
        </label>
        <Input
          id={field('place')}
          maxLength={clubPlanLimits.placeMax}
          value={place}
          onChange={(e) => setPlace(e.target.value)}
        />
      </div>
      {save.error && (
        <p role="alert" className="text-sm text-danger sm:col-span-2">
          {errorText(save.error)}
        </p>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {meeting ? 'Save the meeting' : 'Add the meeting'}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
