/**
 * App-wide dialogs any page may open — the auth dialog and the sign-up invitation — without
 * importing the feature that draws them. A tiny external store read with useSyncExternalStore.
 */
import { storageKeys } from '@contracts/constants';
import { useSyncExternalStore } from 'react';
import { local } from './browser-storage';

export type AuthTab = 'signin' | 'signup';
export type GatedFeature = 'dashboard' | 'bookshelf' | 'authors' | 'profile' | 'settings';

interface DialogState {
  auth: { open: boolean; tab: AuthTab | null; view: 'form' | 'forgot' };
  invitation: GatedFeature | null;
}

let state: DialogState = { auth: { open: false, tab: null, view: 'form' }, invitation: null };
const listeners = new Set<() => void>();

function set(next: DialogState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDialogs(): DialogState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

/** Where to go after signing in, remembered across the sign-up/verify round trip. */
export function setPendingDestination(path: string | null): void {
  if (path) local.set(storageKeys.pendingDestination, path);
  else local.remove(storageKeys.pendingDestination);
}

export function openAuthDialog(
  options: { tab?: AuthTab; destination?: string; view?: 'form' | 'forgot' } = {},
): void {
  if (options.destination) setPendingDestination(options.destination);
  set({
    auth: { open: true, tab: options.tab ?? null, view: options.view ?? 'form' },
    invitation: null,
  });
}

export function closeAuthDialog(): void {
  set({ ...state, auth: { ...state.auth, open: false } });
}

export function showForgotPassword(show: boolean): void {
  set({ ...state, auth: { ...state.auth, view: show ? 'forgot' : 'form' } });
}

/** The feature-gate prompt a signed-out reader sees when they open a member feature. */
export function openInvitation(feature: GatedFeature, destination: string): void {
  setPendingDestination(destination);
  set({ ...state, invitation: feature });
}

export function closeInvitation(): void {
  set({ ...state, invitation: null });
}
