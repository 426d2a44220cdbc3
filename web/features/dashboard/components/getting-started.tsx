/** The first dashboard's checklist: the steps that make a new account feel like home. */
import type { SessionUser } from '@contracts/auth';
import { defaultThemeKey } from '@contracts/themes';
import { paths } from '@contracts/paths';
import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export function GettingStarted({ user }: { user: SessionUser }) {
  const steps = [
    { done: user.emailVerified, label: 'Verify your email address', to: paths.settings },
    { done: !user.needsUsername, label: 'Choose your username', to: paths.settings },
    {
      done: Boolean(user.avatarUrl),
      label: 'Add a profile photo',
      to: `${paths.settings}#profile`,
    },
    {
      done: user.bio.trim().length > 0,
      label: 'Tell readers what you love to read',
      to: `${paths.settings}#profile`,
    },
    {
      done: user.themePreferences.default !== defaultThemeKey,
      label: 'Pick a colour theme',
      to: `${paths.settings}#appearance`,
    },
  ];
  const done = steps.filter((step) => step.done).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Getting started</CardTitle>
        <CardDescription>
          {done} of {steps.length} done
        </CardDescription>
        <div className="h-1.5 overflow-hidden rounded-full bg-surface-muted" aria-hidden>
          <div
            className="h-full rounded-full bg-gradient-to-r from-primary to-secondary"
            style={{ width: `${(done / steps.length) * 100}%` }}
          />
        </div>
      </CardHeader>
      <CardContent>
        <ul className="space-y-1">
          {steps.map((step) => (
            <li key={step.label}>
              <Link
                to={step.to}
                className="flex items-center gap-3 rounded-lg px-2 py-2 text-sm hover:bg-surface-muted"
              >
                {step.done ? (
                  <CheckCircle2 className="h-5 w-5 text-success" aria-hidden />
                ) : (
                  <Circle className="h-5 w-5 text-muted-foreground" aria-hidden />
                )}
                <span className={step.done ? 'text-muted-foreground line-through' : ''}>
                  {step.label}
                </span>
                <span className="sr-only">{step.done ? '(done)' : '(to do)'}</span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
