/** Settings: which notifications also come by e-mail while the member is away. */
import type { EmailPreferences as Preferences } from '@contracts/notifications';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { useEmailPreferences, useSaveEmailPreferences } from '../api/use-email-preferences';

const choices: { kind: Exclude<keyof Preferences, 'clubAnnouncements'>; label: string }[] = [
  { kind: 'mentions', label: 'Someone mentions me in the forum' },
  { kind: 'replies', label: 'Someone replies in a thread I watch' },
  { kind: 'messages', label: 'Someone sends me a direct message' },
];

export function EmailPreferences() {
  const { data, isPending, isError, refetch } = useEmailPreferences();
  const save = useSaveEmailPreferences();
  if (isPending) return <Skeleton className="h-24" />;
  if (isError) {
    return (
      <p className="text-sm text-muted-foreground">
        Could not load your e-mail preferences.{' '}
        <button
          type="button"
          className="font-medium text-primary underline"
          onClick={() => void refetch()}
        >
          Try again
        </button>
      </p>
    );
  }
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-sm text-muted-foreground">
        When you have not seen it on Bookhive for ten minutes, e-mail me when:
      </legend>
      {choices.map(({ kind, label }) => (
        <Checkbox
          key={kind}
          checked={data[kind]}
          onCheckedChange={(checked) => save.mutate({ [kind]: checked })}
          label={label}
        />
      ))}
      {/* Not an away e-mail: an announcement is mailed when it is posted. */}
      <Checkbox
        checked={data.clubAnnouncements}
        onCheckedChange={(checked) => save.mutate({ clubAnnouncements: checked })}
        label="A club I belong to posts an announcement (e-mailed at once)"
      />
    </fieldset>
  );
}
