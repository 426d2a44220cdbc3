/** The three feature cards and where each leads (Premium depends on being signed in). */
import { paths, settingsPricingRedirect } from '@contracts/paths';
import { BookOpenText, Crown, UsersRound, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '@/lib/session';

interface FeatureCard {
  title: string;
  text: string;
  to: string;
  icon: LucideIcon;
}

export function FeatureCards() {
  const { isSignedIn } = useSession();
  const cards: FeatureCard[] = [
    {
      title: 'Discover Books',
      text: 'Search a catalogue of thousands of books, by title, author or ISBN, and shelve what you find.',
      to: paths.findBooks,
      icon: BookOpenText,
    },
    {
      title: 'Join Communities',
      text: 'Free and paid clubs for every genre, with threads, reading schedules and live discussions.',
      to: paths.bookClubs,
      icon: UsersRound,
    },
    {
      title: 'Premium Features',
      text: 'Deeper reading stats, unlimited custom shelves and the tools to host paid clubs.',
      to: isSignedIn ? paths.settingsPricing : `${paths.auth}?redirect=${settingsPricingRedirect}`,
      icon: Crown,
    },
  ];
  return (
    <section
      aria-label="What you can do"
      className="mx-auto grid max-w-5xl gap-4 px-4 sm:grid-cols-3"
    >
      {cards.map(({ title, text, to, icon: Icon }) => (
        <Link
          key={title}
          to={to}
          className="group rounded-2xl border border-line bg-surface/80 p-6 shadow-sm backdrop-blur transition hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-lg"
        >
          <span className="inline-flex rounded-xl bg-gradient-to-br from-primary to-secondary p-2.5 text-primary-foreground">
            <Icon className="h-5 w-5" aria-hidden />
          </span>
          <h2 className="mt-4 text-lg font-semibold">{title}</h2>
          <p className="mt-1.5 text-sm text-muted-foreground">{text}</p>
        </Link>
      ))}
    </section>
  );
}
