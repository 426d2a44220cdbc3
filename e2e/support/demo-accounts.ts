/** Signing in as the seeded demo accounts (server/seed/demo-accounts.ts) from a journey. */
import { expect, type APIRequestContext } from '@playwright/test';
import { authEndpoints } from '../../contracts/endpoints/auth.js';
import { demoPassword } from './env.js';

/** The demo accounts the journeys act as. */
export const demoEmails = {
  member: 'reader@bookhive.example',
  superAdmin: 'superadmin@bookhive.example',
  admin: 'admin@bookhive.example',
  contentAdmin: 'content@bookhive.example',
} as const;

/** Every state-changing request carries the CSRF header the server asks for. */
export const csrfHeaders = { 'x-bookhive-csrf': '1' } as const;

/**
 * Signs `request` (and the browser context it belongs to) in as a demo account, on the journeys'
 * server or, given `baseUrl`, on another.
 */
export async function signInAsDemo(
  request: APIRequestContext,
  email: string,
  baseUrl = '',
): Promise<void> {
  const response = await request.post(`${baseUrl}${authEndpoints.signIn.path}`, {
    headers: csrfHeaders,
    data: { email, password: demoPassword },
  });
  expect(response.ok(), `${email} signs in: ${response.status()}`).toBe(true);
}
