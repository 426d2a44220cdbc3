/** The redirect rules' policy as a table: what may be saved beside the rules there are. */
import { describe, expect, it } from 'vitest';
import { redirectRefusal, targetPath } from './seo.policy.js';

const rules = [
  { id: '1', fromPath: '/a', toPath: '/b' },
  { id: '2', fromPath: '/c', toPath: '/d?x=1' },
];

describe('redirectRefusal', () => {
  it.each([
    ['/new', '/b', null],
    ['/new', '/a', '/a is itself redirected to /b'],
    ['/b', '/a', 'would make a loop'],
    ['/d', '/z', '/c already redirects to /d'],
    ['/same', '/same?x=1', 'would be a loop'],
    ['/x', '/api/books', 'API path'],
    ['/api', '/x', 'Paths under /api'],
    ['/admin', '/x', 'Paths under /admin'],
    ['/uploads/a.jpg', '/x', 'Paths under /uploads'],
    ['/feed.xml', '/x', 'Files'],
    ['/', '/x', 'landing page'],
    ['/administrator', '/x', null],
  ])('%s → %s: %s', (fromPath, toPath, refusal) => {
    const reason = redirectRefusal({ fromPath, toPath, statusCode: 301 }, rules);
    if (refusal === null) expect(reason).toBeNull();
    else expect(reason).toContain(refusal);
  });

  it('compares targets by their normalised path', () => {
    expect(targetPath('/d/?x=1')).toBe('/d');
    expect(targetPath('/%D0%BA%D0%BD%D0%B8%D0%B3%D0%B8')).toBe('/книги');
  });
});
