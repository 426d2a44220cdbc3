/** Saves an account's theme mode through the API (the demo accounts start dark). */
import type { APIRequestContext } from '@playwright/test';
import { profilesEndpoints } from '../../contracts/endpoints/profiles.js';
import { expect } from './app-test.js';
import { csrfHeaders } from './demo-accounts.js';

export async function saveThemeMode(request: APIRequestContext, mode: 'light' | 'dark') {
  const saved = await request.put(profilesEndpoints.saveTheme.path, {
    headers: csrfHeaders,
    data: { default: `vibrant-${mode}`, pages: {} },
  });
  expect(saved.ok()).toBe(true);
}
