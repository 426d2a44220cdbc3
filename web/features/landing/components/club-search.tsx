/**
 * The landing search in Clubs mode: a search box, the twelve category pills and the six
 * sample clubs, filtered as you type.
 */
import { signInToContinueToast } from '@contracts/messages';
import { paths } from '@contracts/paths';
import { Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { openAuthDialog } from '@/lib/dialogs';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import {
  filterSampleClubs,
  landingCategories,
  type LandingCategory,
  type SampleClub,
} from '../lib/sample-clubs';
import { ClubCard } from './club-card';

export function ClubSearch() {
  const [text, setText] = useState('');
  const [category, setCategory] = useState<LandingCategory>('All');
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const clubs = filterSampleClubs(category, text);

  // The flows themselves, or (signed out) the §6 toast and the auth dialog, then there.
  const go = (title: string, destination: string) => {
    if (isSignedIn) return void navigate(destination);
    notify.info(signInToContinueToast(title));
    openAuthDialog({ tab: 'signup', destination });
  };
  // A sample club is not a real one: Join Club finds the real clubs of its category.
  const join = (club: SampleClub) =>
    go(club.title, `${paths.bookClubs}?category=${encodeURIComponent(club.category)}`);
  const create = () => go(text.trim() || 'your new club', paths.clubCreate);

  return (
    <div className="mt-6">
      <div className="flex flex-col gap-3 sm:flex-row">
        <form
          role="search"
          className="relative flex-1"
          onSubmit={(event) => event.preventDefault()}
        >
          <Search
            className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Search clubs"
            placeholder="Search clubs by name, genre or the book they are reading"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="h-14 rounded-2xl pl-12 text-base"
          />
        </form>
        <Button variant="outline" size="lg" className="h-14 rounded-2xl" onClick={create}>
          <Plus className="h-4 w-4" aria-hidden /> Create Book Club
        </Button>
      </div>
      <div role="group" aria-label="Club categories" className="mt-4 flex flex-wrap gap-2">
        {landingCategories.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={category === name}
            onClick={() => setCategory(name)}
            className={cn(
              'rounded-full border px-4 py-1.5 text-sm font-medium transition',
              category === name
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-line bg-surface hover:border-primary/50',
            )}
          >
            {name}
          </button>
        ))}
      </div>
      {clubs.length > 0 ? (
        <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {clubs.map((club) => (
            <ClubCard key={club.id} club={club} onJoin={join} />
          ))}
        </div>
      ) : (
        <div className="mt-8 rounded-2xl border border-dashed border-line p-10 text-center">
          <p className="font-semibold">No clubs match yet</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Be the first: start a {category === 'All' ? '' : `${category} `}club and invite readers
            who love the same books.
          </p>
          <Button className="mt-4" onClick={create}>
            Create Book Club
          </Button>
        </div>
      )}
    </div>
  );
}
