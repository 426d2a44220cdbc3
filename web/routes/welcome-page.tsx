/** /welcome — where a new reader lands after confirming their e-mail. */
import { paths } from '@contracts/paths';
import { BookOpenText, Palette, PartyPopper, UsersRound } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { openAuthDialog } from '@/lib/dialogs';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

const steps = [
  {
    icon: BookOpenText,
    title: 'Shelve your books',
    text: 'Add what you are reading now and what is next.',
    to: paths.findBooks,
  },
  {
    icon: UsersRound,
    title: 'Join a club',
    text: 'Find readers who love the same books.',
    to: paths.bookClubs,
  },
  {
    icon: Palette,
    title: 'Make it yours',
    text: 'Pick one of 15 themes, light or dark.',
    to: `${paths.settings}#appearance`,
  },
];

export function Page() {
  usePageTitle('Welcome');
  const [params] = useSearchParams();
  const { user, isLoading } = useSession();
  const verifiedEmail = params.get('email');
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <PartyPopper className="mx-auto h-12 w-12 text-primary" aria-hidden />
      <h1 className="mt-4 text-4xl font-bold tracking-tight">
        Welcome to Bookhive{user ? `, ${user.fullName.split(' ')[0] || user.username}` : ''}!
      </h1>
      {params.get('verified') === '1' && (
        <p className="mt-3 text-muted-foreground">
          Your email{' '}
          {verifiedEmail ? <strong className="text-foreground">{verifiedEmail}</strong> : null} is
          verified. Your account is ready.
        </p>
      )}
      {!isLoading && !user && (
        <div className="mt-8">
          <Button
            size="lg"
            onClick={() => openAuthDialog({ tab: 'signin', destination: paths.welcome })}
          >
            Sign in to get started
          </Button>
        </div>
      )}
      <div className="mt-12 grid gap-4 text-left sm:grid-cols-3">
        {steps.map(({ icon: Icon, title, text, to }) => (
          <Card key={title} className="p-5">
            <Icon className="h-6 w-6 text-primary" aria-hidden />
            <h2 className="mt-3 font-semibold">{title}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            <Link
              to={to}
              className="mt-3 inline-block text-sm font-semibold text-primary hover:underline"
            >
              Go →
            </Link>
          </Card>
        ))}
      </div>
      {user && (
        <Link to={paths.dashboard} className={buttonClasses('primary', 'lg', 'mt-10')}>
          Go to your dashboard
        </Link>
      )}
    </div>
  );
}
