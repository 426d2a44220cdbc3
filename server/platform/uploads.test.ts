import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('reading an upload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it.each([
    ['/api/profiles/me/avatar', 'cut short', 'multipart/form-data; boundary=x', '{"a":1}'],
    [
      '/api/shelves/me/imports',
      'with no closing boundary',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nTitle\r\n',
    ],
    ['/api/profiles/me/avatar', 'with no boundary at all', 'multipart/form-data', 'x'],
  ])('answers 400, not 500, to %s when the multipart body is %s', async (url, _how, type, body) => {
    const { client } = await t.signedInClient();
    const response = await client.request({
      method: 'POST',
      url,
      headers: { 'content-type': type },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });
});
