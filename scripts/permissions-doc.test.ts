import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { permissionsDocPath, renderPermissionsDoc } from './permissions-doc.js';

describe('docs/permissions.md', () => {
  it('matches the role table (run `npm run docs:permissions` after changing it)', () => {
    expect(fs.readFileSync(permissionsDocPath, 'utf8')).toBe(renderPermissionsDoc());
  });
});
