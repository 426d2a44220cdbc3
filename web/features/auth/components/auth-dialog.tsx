/**
 * The auth dialog (SPEC §2, §4): sign-up and sign-in tabs, the forgot-password flow, and where
 * to go once signed in (a pending invitation after 500 ms, a pending destination, or the dashboard).
 */
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { closeAuthDialog, useDialogs, type AuthTab } from '@/lib/dialogs';
import { takePostAuthTarget } from '@/lib/post-auth';
import {
  initialAuthTab,
  lastAuthTab,
  rememberedEmail,
  storeLastAuthTab,
} from '../lib/auth-preferences';
import { ForgotPasswordPanel } from './forgot-password-panel';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

const tabClasses = cn(
  'flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-muted-foreground transition',
  'data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm',
);

export default function AuthDialog() {
  const { auth } = useDialogs();
  const navigate = useNavigate();
  const [tab, setTab] = useState<AuthTab>(() =>
    initialAuthTab({ requested: auth.tab, lastUsed: lastAuthTab(), remembered: rememberedEmail() }),
  );
  const [verificationSentTo, setVerificationSentTo] = useState<string | null>(null);

  const changeTab = (next: string) => {
    const value = next === 'signin' ? 'signin' : 'signup';
    setTab(value);
    storeLastAuthTab(value);
  };

  const finish = () => {
    closeAuthDialog();
    const target = takePostAuthTarget();
    if (target.delayMs > 0) setTimeout(() => void navigate(target.path), target.delayMs);
    else void navigate(target.path);
  };

  return (
    <Dialog
      open={auth.open}
      onOpenChange={(open) => !open && closeAuthDialog()}
      title="Welcome to the Book Club"
      description="Join thousands of readers in meaningful book discussions."
    >
      {auth.view === 'forgot' ? (
        <ForgotPasswordPanel initialEmail={verificationSentTo ?? rememberedEmail() ?? ''} />
      ) : (
        <Tabs.Root value={tab} onValueChange={changeTab}>
          <Tabs.List
            aria-label="Sign up or sign in"
            className="mb-5 flex gap-1 rounded-xl bg-surface-muted p-1"
          >
            <Tabs.Trigger value="signup" className={tabClasses}>
              Sign Up
            </Tabs.Trigger>
            <Tabs.Trigger value="signin" className={tabClasses}>
              Sign In
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="signup">
            <SignUpForm
              onSignedIn={finish}
              onVerificationSent={(email) => {
                setVerificationSentTo(email);
                changeTab('signin');
              }}
            />
          </Tabs.Content>
          <Tabs.Content value="signin">
            <SignInForm
              key={verificationSentTo ?? 'signin'}
              verificationSentTo={verificationSentTo}
              onSignedIn={finish}
            />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Dialog>
  );
}
