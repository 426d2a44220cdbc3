import { describe, expect, it } from 'vitest';
import { rolePermissions, type Permission, type Role } from '../../../contracts/roles.js';
import {
  canClaimBooks,
  canClaimBooksFor,
  canEditAuthorPage,
  canRequestVerification,
  verificationRefusal,
} from './authors.policy.js';

const me = 'me';
const mine = { verifiedUserId: me };
const someoneElses = { verifiedUserId: 'other' };
const unclaimed = { verifiedUserId: null };
const viewer = (role: Role, permissions: Permission[] = []) => ({
  userId: me,
  permissions: new Set<Permission>([...rolePermissions[role], ...permissions]),
});

describe('canClaimBooksFor (the author page offers claiming)', () => {
  it.each([
    ['signed out', null, mine, false],
    ['the verified author', { userId: me }, mine, true],
    ["another author's page", { userId: me }, someoneElses, false],
    ['a page nobody is verified for', { userId: me }, unclaimed, false],
  ] as const)('%s: %s', (_, who, author, expected) => {
    expect(canClaimBooksFor(who, author)).toBe(expected);
  });
});

describe('canEditAuthorPage', () => {
  it.each([
    ['signed out', null, mine, false],
    ['a member on their own verified page', viewer('user'), mine, true],
    ['a member on a page verified for another', viewer('user'), someoneElses, false],
    ['a member on an unclaimed page', viewer('user'), unclaimed, false],
    // SPEC §6: content_admin holds the content permissions, admin everything but deletes.
    ['content_admin on any page', viewer('content_admin'), someoneElses, true],
    ['admin on any page', viewer('admin'), unclaimed, true],
    ['super_admin on any page', viewer('super_admin'), someoneElses, true],
    // Staff whose lists hold no content permission: support handles verifications, not pages.
    ['support_admin', viewer('support_admin'), someoneElses, false],
    ['financial_admin', viewer('financial_admin'), someoneElses, false],
    ['affiliate_admin', viewer('affiliate_admin'), unclaimed, false],
    [
      'a member granted content_author_pages',
      viewer('user', ['content_author_pages']),
      someoneElses,
      true,
    ],
  ] as const)('%s', (_, who, author, expected) => {
    expect(canEditAuthorPage(who, author)).toBe(expected);
  });
});

describe('verificationRefusal and canRequestVerification', () => {
  it.each([
    [null, false, null, null],
    [null, false, unclaimed, null],
    [mine, false, null, 'already_verified'],
    [mine, true, someoneElses, 'already_verified'],
    [null, true, null, 'request_pending'],
    [null, true, someoneElses, 'request_pending'],
    [null, false, someoneElses, 'page_taken'],
  ] as const)(
    'verified as %j, pending %s, asking for %j: %s',
    (verifiedAs, hasPendingRequest, requestedPage, expected) => {
      expect(verificationRefusal({ verifiedAs, hasPendingRequest, requestedPage })).toBe(expected);
      // The dashboard offers the request exactly when one naming no page would be taken.
      expect(canRequestVerification({ verifiedAs, hasPendingRequest })).toBe(
        verificationRefusal({ verifiedAs, hasPendingRequest, requestedPage: null }) === null,
      );
    },
  );
});

describe('canClaimBooks', () => {
  it('needs an author page the account is verified for', () => {
    expect(canClaimBooks(null)).toBe(false);
    expect(canClaimBooks(mine)).toBe(true);
  });
});
