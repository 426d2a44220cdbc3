/**
 * What /settings shows (member-pages.tsx loads it): profile, account (e-mail, password),
 * appearance, sessions, blocked members and the subscription: the member's paid club
 * memberships and the pricing view, which ?showPricing=1 opens and highlights.
 */
import { Ban, Bell, CreditCard, KeyRound, Monitor, Palette, Trash2, UserRound } from 'lucide-react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ChangeEmailForm } from '@/features/auth/components/change-email-form';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { DeleteAccount } from '@/features/auth/components/delete-account';
import { SessionsList } from '@/features/auth/components/sessions-list';
import { SignInRequired } from '@/features/auth/components/sign-in-required';
import { EmailPreferences } from '@/features/notifications/components/email-preferences';
import { AvatarUploader } from '@/features/profiles/components/avatar-uploader';
import { ProfileForm } from '@/features/profiles/components/profile-form';
import { ThemePicker } from '@/features/themes/components/theme-picker';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

// Its own chunk: the messages feature's hooks stay out of the settings page's first load.
const BlockedMembers = lazy(() => import('@/features/messages/components/blocked-members'));
// Its own chunk too: the plans' hooks and checkout stay out of the route table's preload list,
// which every public page loads first.
const PricingPlans = lazy(() => import('@/features/payments/components/pricing-plans'));
// The clubs a member pays for (the clubs feature names them): its own chunk, for the same reason.
const PaidClubMemberships = lazy(() => import('@/features/clubs/components/paid-club-memberships'));

const sections = [
  { id: 'profile', label: 'Profile', icon: UserRound },
  { id: 'account', label: 'Email & password', icon: KeyRound },
  { id: 'appearance', label: 'Appearance', icon: Palette },
  { id: 'notifications', label: 'Notifications', icon: Bell },
  { id: 'sessions', label: 'Sessions', icon: Monitor },
  { id: 'blocked', label: 'Blocked members', icon: Ban },
  { id: 'subscription', label: 'Subscription', icon: CreditCard },
  { id: 'delete-account', label: 'Delete account', icon: Trash2 },
];

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card id={id} className="scroll-mt-24">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The settings sections for the signed-in member; the invitation to sign in otherwise. */
export default function SettingsContent() {
  usePageTitle('Settings');
  const { user, isLoading } = useSession();
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const showPricing = params.get('showPricing') === '1';
  const target = showPricing ? 'subscription' : hash.slice(1);

  useEffect(() => {
    if (!target || !user) return;
    document.getElementById(target)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [target, user]);

  if (isLoading) return <Skeleton className="m-8 h-96" />;
  if (!user) return <SignInRequired feature="settings" />;

  return (
    <div className="px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[200px_1fr]">
        <nav aria-label="Settings sections" className="lg:sticky lg:top-24 lg:self-start">
          <ul className="flex gap-1 overflow-x-auto lg:flex-col">
            {sections.map(({ id, label, icon: Icon }) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="flex items-center gap-2.5 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-surface-muted hover:text-foreground"
                >
                  <Icon className="h-4 w-4" aria-hidden /> {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-6">
          <Section id="profile" title="Profile" description="How other readers see you.">
            <div className="space-y-6">
              <AvatarUploader user={user} />
              <ProfileForm user={user} />
            </div>
          </Section>
          <Section id="account" title="Email & password" description="How you sign in to Bookhive.">
            <div className="space-y-8">
              <ChangeEmailForm currentEmail={user.email} />
              <hr className="border-line" />
              <ChangePasswordForm />
            </div>
          </Section>
          <Section
            id="appearance"
            title="Appearance"
            description="Pick a palette and a mode. It follows you to every device you sign in on."
          >
            <ThemePicker />
          </Section>
          <Section
            id="notifications"
            title="Notifications"
            description="What Bookhive e-mails you about while you are away. Every e-mail has a link to stop it."
          >
            <EmailPreferences />
          </Section>
          <Section
            id="sessions"
            title="Sessions"
            description="Devices signed in to your account. Sign out any you do not recognise."
          >
            <SessionsList />
          </Section>
          <Section
            id="blocked"
            title="Blocked members"
            description="Members you blocked cannot message you, nor you them."
          >
            <Suspense fallback={<Skeleton className="h-16" />}>
              <BlockedMembers />
            </Suspense>
          </Section>
          <Section
            id="subscription"
            title="Subscription"
            description="Your plan, the clubs you pay for and what the paid plans add."
          >
            <div className="space-y-6">
              <Suspense fallback={<Skeleton className="h-24" />}>
                <PaidClubMemberships />
              </Suspense>
              <Suspense fallback={<Skeleton className="h-96" />}>
                <PricingPlans highlight={showPricing} />
              </Suspense>
            </div>
          </Section>
          <Section
            id="delete-account"
            title="Delete account"
            description="Remove your account and everything in it."
          >
            <DeleteAccount />
          </Section>
        </div>
      </div>
    </div>
  );
}
