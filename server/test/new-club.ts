/** A club made through the API by a new signed-in member, its host (tests of clubs). */
import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

export async function newClubWithHost(app: TestApp, name: string, extra: object = {}) {
  const owner = await app.signedInMember();
  const response = await owner.client.post('/api/clubs', {
    name,
    description: 'We read slowly.',
    category: 'Fiction',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { club } = response.json() as { club: { id: string; slug: string } };
  return { ...club, host: owner };
}
