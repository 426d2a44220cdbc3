/** Bans a member from the forum by username, with a reason and, optionally, how many days. */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useBanMember } from '../api/use-bans';

export function BanForm() {
  const [username, setUsername] = useState('');
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ban = useBanMember();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const name = username.trim().replace(/^@/, '');
    const length = days.trim() === '' ? null : Number(days);
    if (length !== null && (!Number.isInteger(length) || length < 1 || length > 3650)) {
      setErrors({ days: 'Days must be a whole number from 1 to 3650, or empty' });
      return;
    }
    setErrors({});
    ban.mutate(
      { username: name, reason, days: length },
      {
        onSuccess: () => {
          notify.success(
            'Member banned from the forum',
            `@${name} · ${length ? `${length} days` : 'until lifted'}`,
          );
          setUsername('');
          setReason('');
          setDays('');
        },
        onError: (error) => {
          const issues = error instanceof ApiError ? error.issues : [];
          const byField = Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message]));
          setErrors(byField);
          if (Object.keys(byField).length === 0) notify.error(error.message);
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Ban a member from the forum"
      className="grid gap-4 rounded-xl border border-line bg-surface p-4 md:grid-cols-[1fr_2fr_8rem_auto] md:items-start"
    >
      <Field label="Username" error={errors.username}>
        {(control) => (
          <Input
            {...control}
            value={username}
            autoComplete="off"
            placeholder="username"
            onChange={(e) => setUsername(e.target.value)}
          />
        )}
      </Field>
      <Field label="Reason" error={errors.reason}>
        {(control) => (
          <Input
            {...control}
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </Field>
      <Field label="Days" error={errors.days} hint="Empty: until lifted">
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        )}
      </Field>
      <div className="md:pt-7">
        <Button type="submit" variant="danger" disabled={ban.isPending}>
          {ban.isPending ? 'Banning…' : 'Ban member'}
        </Button>
      </div>
    </form>
  );
}
