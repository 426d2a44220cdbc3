/** What a visitor sees where a member writes (a new thread, a reply): a way to sign in and back. */
import { Button } from '@/components/ui/button';
import { openAuthDialog } from '@/lib/dialogs';

export function SignInToWrite({ label }: { label: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-5 text-center">
      <Button
        onClick={() =>
          openAuthDialog({ destination: window.location.pathname + window.location.search })
        }
      >
        {label}
      </Button>
    </div>
  );
}
