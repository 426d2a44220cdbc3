/** What the auth dialog remembers in this browser: the last tab and, if asked, the e-mail. */
import { storageKeys } from '@contracts/constants';
import { local } from '@/lib/browser-storage';
import type { AuthTab } from '@/lib/dialogs';

export function rememberedEmail(): string | null {
  return local.get(storageKeys.rememberUser) === 'true'
    ? local.get(storageKeys.rememberedEmail)
    : null;
}

/** After a sign-in: keep the e-mail when "remember me" was ticked, forget it otherwise. */
export function storeRememberChoice(remember: boolean, email: string): void {
  if (remember) {
    local.set(storageKeys.rememberUser, 'true');
    local.set(storageKeys.rememberedEmail, email);
  } else {
    forgetRememberedEmail();
  }
}

export function forgetRememberedEmail(): void {
  local.remove(storageKeys.rememberUser);
  local.remove(storageKeys.rememberedEmail);
}

export function lastAuthTab(): AuthTab | null {
  const tab = local.get(storageKeys.lastAuthTab);
  return tab === 'signin' || tab === 'signup' ? tab : null;
}

export function storeLastAuthTab(tab: AuthTab): void {
  local.set(storageKeys.lastAuthTab, tab);
}

/**
 * SPEC §2: a remembered e-mail forces sign-in; otherwise the tab asked for (by a button or
 * ?tab=), else the last-used tab, else sign-up.
 */
export function initialAuthTab(options: {
  requested: string | null;
  lastUsed: AuthTab | null;
  remembered: string | null;
}): AuthTab {
  if (options.remembered) return 'signin';
  if (options.requested === 'signin' || options.requested === 'signup') return options.requested;
  return options.lastUsed ?? 'signup';
}
