/**
 * The member's own part: the club's meetings in their calendar app (a feed address of their
 * own, shown once and renewable) and whether the club's chosen books go on their shelf.
 */
import type { ClubReading } from '@contracts/club-reading';
import { CalendarPlus, Copy } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import {
  readingWrites,
  useCalendarLink,
  useReadingWrite,
} from '@/features/clubs/api/use-club-reading';

export function MyReading({
  clubId,
  me,
  abilities,
}: {
  clubId: string;
  me: NonNullable<ClubReading['me']>;
  abilities: ClubReading['abilities'];
}) {
  const id = useId();
  const link = useCalendarLink(clubId);
  const choose = useReadingWrite(clubId, readingWrites(clubId).choose);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success('Calendar address copied');
    } catch {
      notify.error('Copy the address from the box');
    }
  };
  return (
    <div className="space-y-4 rounded-xl bg-surface-muted/50 p-4">
      {abilities.calendar && (
        <div className="space-y-2">
          <h3 className="font-semibold">Add to calendar</h3>
          <p className="text-sm text-muted-foreground">
            Subscribe to the club’s meetings and plan in your calendar app; changes follow.
            {me.hasCalendar && ' A new address stops the one you have now.'}
          </p>
          {link.data ? (
            <div className="space-y-2">
              <label htmlFor={`${id}-feed`} className="text-sm font-medium">
                Your calendar address (keep it to yourself)
              </label>
              <div className="flex gap-2">
                <Input
                  id={`${id}-feed`}
                  readOnly
                  value={link.data.url}
                  onFocus={(e) => e.target.select()}
                />
                <Button
                  variant="outline"
                  size="sm"
                  className="h-10"
                  onClick={() => copy(link.data.url)}
                >
                  <Copy className="h-4 w-4" aria-hidden /> Copy
                </Button>
              </div>
              <a href={link.data.webcal} className="text-sm text-primary hover:underline">
                Open in your calendar app
              </a>
            </div>
          ) : (
            <Button
              variant="outline"
              size="sm"
              disabled={link.isPending}
              onClick={() => link.mutate()}
            >
              <CalendarPlus className="h-4 w-4" aria-hidden />
              {me.hasCalendar ? 'Get a new calendar address' : 'Get the calendar address'}
            </Button>
          )}
        </div>
      )}
      {abilities.chooseShelf && (
        <Checkbox
          checked={me.wantToRead}
          onCheckedChange={(checked) => choose.mutate(checked)}
          label="Put the books this club chooses on my “Want to read” shelf"
        />
      )}
    </div>
  );
}
