/** The landing header and hero: ENTER, the headline, the tagline and START FOR FREE. */
import { tagline } from '@contracts/constants';
import { paths } from '@contracts/paths';
import { ArrowRight, Sparkles } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { openAuthDialog } from '@/lib/dialogs';
import { useSession } from '@/lib/session';

export function LandingHero() {
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const enter = () =>
    isSignedIn ? void navigate(paths.dashboard) : openAuthDialog({ tab: 'signin' });
  const start = () =>
    isSignedIn ? void navigate(paths.dashboard) : openAuthDialog({ tab: 'signup' });

  return (
    <section className="relative overflow-hidden px-4 pb-12 pt-10 sm:pt-16">
      <div className="mx-auto flex max-w-5xl items-center justify-between">
        <p className="inline-flex items-center gap-2 rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-xs font-semibold uppercase tracking-widest text-primary">
          <Sparkles className="h-3.5 w-3.5" aria-hidden /> {tagline}
        </p>
        <Button variant="outline" onClick={enter} className="tracking-widest">
          ENTER <ArrowRight className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      <div className="mx-auto mt-12 max-w-4xl text-center">
        <h1 className="font-display text-5xl font-bold leading-[1.05] tracking-tight sm:text-7xl">
          Start or Join a{' '}
          <span className="bg-gradient-to-r from-primary to-secondary bg-clip-text text-transparent">
            Book Club
          </span>{' '}
          today!
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
          Join thousands of readers in meaningful book discussions. Keep your shelf, find your
          people and read more of what you love.
        </p>
        <div className="mt-9 flex flex-wrap justify-center gap-3">
          <Button size="lg" onClick={start} className="px-8 tracking-wide">
            START FOR FREE
          </Button>
          {!isSignedIn && (
            <Button size="lg" variant="secondary" onClick={() => openAuthDialog({ tab: 'signup' })}>
              Join Free
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
