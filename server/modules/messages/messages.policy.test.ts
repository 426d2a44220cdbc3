/** The rules of direct messages as tables of cases. */
import { describe, expect, it } from 'vitest';
import { messagingTexts } from '../../../contracts/direct-messages.js';
import {
  canAccessConversation,
  conversationAbilities,
  directKey,
  messagePreview,
  recipientsRefusal,
  sendRefusal,
  spoilerSeenBy,
} from './messages.policy.js';

const none = { blockedByMe: false, blockedMe: false };
const iBlocked = { blockedByMe: true, blockedMe: false };
const theyBlocked = { blockedByMe: false, blockedMe: true };
const both = { blockedByMe: true, blockedMe: true };

describe('canAccessConversation', () => {
  it.each([
    ['never a member', null, false],
    ['a member', { leftAt: null }, true],
    ['a member who left', { leftAt: new Date() }, false],
  ] as const)('%s → %s', (_case, membership, expected) => {
    expect(canAccessConversation(membership)).toBe(expected);
  });
});

describe('sendRefusal', () => {
  it.each([
    ['direct, no block', false, none, null],
    ['direct, I blocked them', false, iBlocked, messagingTexts.youBlocked],
    ['direct, they blocked me', false, theyBlocked, messagingTexts.cannotMessage],
    ['direct, both', false, both, messagingTexts.youBlocked],
    ['group, they blocked me', true, theyBlocked, null],
    ['group, I blocked them', true, iBlocked, null],
  ] as const)('%s', (_case, isGroup, blocks, expected) => {
    expect(sendRefusal(isGroup, blocks)).toBe(expected);
  });
});

describe('recipientsRefusal', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `u${i}`);
  it.each([
    ['one recipient', ['u1'], [], [], null],
    ['nine recipients (ten members)', ids(9), [], [], null],
    ['ten recipients', ids(10), [], [], messagingTexts.tooManyRecipients],
    ['oneself', ['me'], [], [], messagingTexts.notYourself],
    ['someone I blocked', ['u1', 'u2'], ['u2'], [], messagingTexts.youBlocked],
    ['someone who blocked me', ['u1', 'u2'], [], ['u1'], messagingTexts.cannotMessage],
  ] as const)('%s', (_case, recipients, byMe, me, expected) => {
    expect(recipientsRefusal('me', [...recipients], new Set(byMe), new Set(me))).toBe(expected);
  });
});

describe('conversationAbilities', () => {
  it.each([
    [false, none, { send: true, leave: false, block: true }],
    [false, theyBlocked, { send: false, leave: false, block: true }],
    [true, theyBlocked, { send: true, leave: true, block: false }],
  ] as const)('group %s, %o', (isGroup, blocks, expected) => {
    expect(conversationAbilities(isGroup, blocks)).toEqual(expected);
  });
});

describe('directKey and messagePreview', () => {
  it('gives both members one key', () => {
    expect(directKey('b', 'a')).toBe('a:b');
    expect(directKey('a', 'b')).toBe('a:b');
  });
  it.each([
    ['Hello', 'Hello'],
    ['  two\n\nlines  ', 'two lines'],
    ['x'.repeat(141), `${'x'.repeat(139)}…`],
    ['x'.repeat(140), 'x'.repeat(140)],
  ])('%j', (body, expected) => {
    expect(messagePreview(body)).toBe(expected);
  });
});

describe('spoilerSeenBy', () => {
  const spoiler = (shielded: boolean) => ({
    workId: '0b8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a',
    bookTitle: 'Dune',
    bookUrl: null,
    unit: 'page' as const,
    value: 200,
    shielded,
  });
  it.each([
    ['no spoiler, anyone', null, false, null],
    ['no spoiler, the sender', null, true, null],
    ['a recipient behind it', spoiler(true), false, spoiler(true)],
    ['a recipient past it', spoiler(false), false, spoiler(false)],
    ['the sender, behind it on their shelf', spoiler(true), true, spoiler(false)],
    ['the sender, past it', spoiler(false), true, spoiler(false)],
  ] as const)('%s', (_name, seen, sentByViewer, expected) => {
    expect(spoilerSeenBy(seen, sentByViewer)).toEqual(expected);
  });
});
