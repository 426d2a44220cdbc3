/** SPEC §2 "Legacy redirects": the "Redirecting to new URL..." spinner shown while an old link is looked up. */
import { boundaryMessages } from '@contracts/app-messages';
import { Spinner } from '@/components/ui/spinner';

export function Redirecting() {
  return (
    <div
      role="status"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-muted-foreground"
    >
      <Spinner className="h-7 w-7 text-primary" />
      <p>{boundaryMessages.redirecting}</p>
    </div>
  );
}
