/**
 * Choose Your Username (SPEC §2, §5): blocking — no outside click, no Escape — until the
 * signed-in person picks a real username. Prefilled with a suggestion from their full name.
 */
import type { SessionUser } from '@contracts/auth';
import { errorToasts, usernameSetToast } from '@contracts/messages';
import { suggestUsername } from '@contracts/username';
import { CircleCheck, CircleX } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useChooseUsername } from '../api/use-choose-username';
import { useUsernameCheck } from '../lib/use-username-check';

function StatusIcon({ status }: { status: ReturnType<typeof useUsernameCheck>['status'] }) {
  if (status === 'checking') return <Spinner className="h-4 w-4 text-muted-foreground" />;
  if (status === 'available') return <CircleCheck className="h-5 w-5 text-success" aria-hidden />;
  return <CircleX className="h-5 w-5 text-danger" aria-hidden />;
}

export default function ChooseUsernameDialog({ user }: { user: SessionUser }) {
  const [value, setValue] = useState(() => suggestUsername(user.fullName));
  const check = useUsernameCheck(value);
  const choose = useChooseUsername();
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const canSave = value.trim().length >= 3 && check.status === 'available' && !choose.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    const username = value.trim();
    try {
      await choose.mutateAsync(username);
      notify.success(usernameSetToast(username));
    } catch {
      notify.error(errorToasts.usernameUpdateFailed);
    }
  };

  return (
    <Dialog
      open
      blocking
      title="Choose Your Username"
      description="You need a username before you can interact with the community: it is how readers mention you and find your shelves. We recommend using your real name."
    >
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
        <div className="space-y-1.5">
          <label htmlFor={inputId} className="text-sm font-medium">
            Username
          </label>
          <div className="relative">
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground">
              @
            </span>
            <Input
              id={inputId}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              autoFocus
              autoComplete="username"
              spellCheck={false}
              maxLength={40}
              className="pl-7 pr-10"
              aria-invalid={
                check.status === 'invalid' || check.status === 'taken' || check.status === 'failed'
              }
              aria-describedby={messageId}
            />
            <span className="absolute inset-y-0 right-3 flex items-center">
              <StatusIcon status={check.status} />
            </span>
          </div>
          <p
            id={messageId}
            aria-live="polite"
            className={cn(
              'text-xs font-medium',
              check.status === 'available'
                ? 'text-success'
                : check.status === 'checking'
                  ? 'text-muted-foreground'
                  : 'text-danger',
            )}
          >
            {check.message}
          </p>
          <p className="text-xs text-muted-foreground">
            3 to 30 letters and numbers. You can change it later in Settings.
          </p>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={!canSave}>
          {choose.isPending && <Spinner />}
          {choose.isPending ? 'Saving...' : 'Set Username'}
        </Button>
      </form>
    </Dialog>
  );
}
