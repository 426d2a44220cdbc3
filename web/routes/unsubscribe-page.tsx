/**
 * /unsubscribe?token=… — where a notification e-mail's unsubscribe link leads. It works without
 * signing in; one button confirms, so a mail scanner opening the link turns nothing off.
 */
import { paths } from '@contracts/paths';
import { MailX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { useUnsubscribe } from '@/features/notifications/api/use-email-preferences';
import { usePageTitle } from '@/lib/use-page-title';

export function Page() {
  usePageTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const done = unsubscribe.data;
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-24 text-center">
      <MailX className="h-14 w-14 text-primary" aria-hidden />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">
        {done ? 'You are unsubscribed' : 'Stop these e-mails?'}
      </h1>
      <p className="mt-3 text-muted-foreground" role="status">
        {done
          ? `We will no longer e-mail you when ${done.description}. You can turn it back on in your settings.`
          : unsubscribe.isError
            ? 'This unsubscribe link is not valid any more. Sign in and choose your e-mails in your settings.'
            : token
              ? 'Bookhive will stop e-mailing you about this kind of notification. You still see them in the app.'
              : 'This link is missing its token. Use the whole link from the e-mail.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {!done && token && !unsubscribe.isError && (
          <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
            {unsubscribe.isPending ? 'Unsubscribing…' : 'Turn off these e-mails'}
          </Button>
        )}
        <Link to={`${paths.settings}#notifications`} className={buttonClasses('outline')}>
          E-mail settings
        </Link>
      </div>
    </div>
  );
}
