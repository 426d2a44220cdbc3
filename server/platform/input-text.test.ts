import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { findNul, nulMessage } from './input-text.js';

describe('the NUL guard', () => {
  it('finds a NUL character in nested strings and keys, with its path', () => {
    expect(findNul({ a: ['x', { b: 'y\u0000' }] })).toEqual(['a', 1, 'b']);
    expect(findNul({ 'k\u0000': 1 })).toEqual(['k\u0000']);
    expect(findNul({ a: 'fine', b: [1, null, true] })).toBeNull();
  });

  it('walks a body nested 10,000 levels deep without running out of stack', () => {
    const deep = JSON.parse('['.repeat(10_000) + '"\\u0000"' + ']'.repeat(10_000)) as unknown;
    expect(findNul(deep)).toHaveLength(10_000);
  });

  describe('on the live app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t?.close());

    it('answers 400 naming the field, wherever the NUL hides', async () => {
      const { client } = await t.signedInClient();
      const inQuery = await client.get('/api/books/search?q=a%00b');
      const inParams = await client.get('/api/profiles/by-username/a%00b');
      const inBody = await client.patch('/api/profiles/me', {
        fullName: 'Ada\u0000',
        username: 'ada',
        bio: '',
      });
      for (const response of [inQuery, inParams, inBody]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: nulMessage,
        });
      }
      expect(inBody.json().error.details.issues[0].path).toEqual(['fullName']);
    });

    it('still tells a signed-out caller to sign in first', async () => {
      const response = await t.client().patch('/api/profiles/me', { fullName: 'x\u0000' });
      expect(response.statusCode).toBe(401);
    });
  });
});
