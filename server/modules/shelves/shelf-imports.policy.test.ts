import { describe, expect, it } from 'vitest';
import { importStatuses, type ImportStatus } from '../../../contracts/shelf-imports.js';
import {
  canFixImportRows,
  canReadImport,
  canStartImport,
  importAbilities,
} from './shelf-imports.policy.js';

const owner = { userId: 'a0000000-0000-4000-8000-000000000001' };
const other = { userId: 'b0000000-0000-4000-8000-000000000002' };

describe('who may do what with an import', () => {
  const expected: Record<ImportStatus, { canStart: boolean; canFixRows: boolean }> = {
    previewed: { canStart: true, canFixRows: false },
    queued: { canStart: false, canFixRows: false },
    running: { canStart: false, canFixRows: false },
    completed: { canStart: false, canFixRows: true },
    failed: { canStart: false, canFixRows: true },
  };

  it.each(importStatuses)('its owner, when %s', (status) => {
    const found = { ...owner, status };
    expect(canReadImport(owner, found)).toBe(true);
    expect(importAbilities(owner, found)).toEqual(expected[status]);
    expect(canStartImport(owner, found)).toBe(expected[status].canStart);
    expect(canFixImportRows(owner, found)).toBe(expected[status].canFixRows);
  });

  it.each(importStatuses)('another reader or a visitor, when %s: nothing', (status) => {
    const found = { ...owner, status };
    for (const viewer of [other, null]) {
      expect(canReadImport(viewer, found)).toBe(false);
      expect(importAbilities(viewer, found)).toEqual({ canStart: false, canFixRows: false });
    }
  });
});
