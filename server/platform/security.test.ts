/** Security headers on every response of the real app. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function directives(csp: unknown): Map<string, string> {
  return new Map(
    String(csp)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

describe.each(['/api/health', '/api/no-such-route', '/uploads/missing.webp'])(
  'headers of %s',
  (url) => {
    it('carry a strict Content-Security-Policy: scripts only from our own origin', async () => {
      const response = await t.client().get(url);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('base-uri')).toBe("'self'");
      expect(csp.get('form-action')).toBe("'self'");
      expect(csp.get('connect-src')).toBe("'self'");
    });

    it('do not say what the server runs and forbid sniffing and framing', async () => {
      const response = await t.client().get(url);
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });
  },
);

describe('over plain HTTP', () => {
  it('sends no Strict-Transport-Security', async () => {
    expect(
      (await t.client().get('/api/health')).headers['strict-transport-security'],
    ).toBeUndefined();
  });
});
