/** The versioned cache: a value is given back only at the version it was made at. */
import { describe, expect, it } from 'vitest';
import { createVersionedCache } from './versioned-cache.js';

const options = { maxSize: 1_000, ttlMs: 60_000 };
const sizeOf = (value: { text: string }) => value.text.length;

describe('a versioned cache', () => {
  it('makes a value once per version, and again when the version moves on', async () => {
    const cache = createVersionedCache(options, sizeOf);
    let made = 0;
    const make = async () => ({ text: `made ${++made}` });
    expect(await cache.get('club', 'v1', make)).toEqual({ text: 'made 1' });
    expect(await cache.get('club', 'v1', make)).toEqual({ text: 'made 1' });
    expect(await cache.get('club', 'v2', make)).toEqual({ text: 'made 2' });
    expect(await cache.get('club', null, make)).toEqual({ text: 'made 3' });
    expect(await cache.get('club', 'v2', make)).toEqual({ text: 'made 2' });
  });

  it('peeks only at the version asked for, and keeps what is set', () => {
    const cache = createVersionedCache(options, sizeOf);
    expect(cache.peek('club', 'v1')).toBeUndefined();
    cache.set('club', 'v1', { text: 'card' });
    expect(cache.peek('club', 'v1')).toEqual({ text: 'card' });
    expect(cache.peek('club', 'v2')).toBeUndefined();
    expect(cache.peek('other', 'v1')).toBeUndefined();
  });

  it('keeps nothing when its size is 0', async () => {
    const cache = createVersionedCache({ ...options, maxSize: 0 }, sizeOf);
    cache.set('club', 'v1', { text: 'card' });
    expect(cache.peek('club', 'v1')).toBeUndefined();
    let made = 0;
    const make = async () => ({ text: `made ${++made}` });
    await cache.get('club', 'v1', make);
    expect(await cache.get('club', 'v1', make)).toEqual({ text: 'made 2' });
  });
});
