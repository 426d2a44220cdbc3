/**
 * A valid body for every endpoint that takes a JSON body, by endpoint name: what a real client
 * would send. The suites start from these (the replay of other people's ids, the fuzzer's
 * mutations); a new endpoint with a body must add its example here, or the suites fail and say so.
 */
import { strongPassword } from '../../server/test/test-app.js';

export interface ExampleContext {
  /** A work in the catalogue. */
  workId: string;
  /** Someone else's user id (for staff endpoints that act on an account). */
  otherUserId: string;
  /** The caller's own password and username. */
  password: string;
  username: string;
  /** A number unique to this call, for e-mails and usernames that must not repeat. */
  n: number;
}

const newPassword = 'Qz7!mountain-Lantern';

export const exampleBodies: Record<string, (ctx: ExampleContext) => unknown> = {
  'auth.signUp': ({ n }) => ({
    email: `new-reader-${n}@example.com`,
    password: strongPassword,
    confirmPassword: strongPassword,
    fullName: 'New Reader',
    agreeToTerms: true,
  }),
  'auth.signIn': ({ n, password }) => ({ email: `nobody-${n}@example.com`, password }),
  'auth.verifyEmail': () => ({ token: 'v'.repeat(43) }),
  'auth.resendVerification': ({ n }) => ({ email: `resend-${n}@example.com` }),
  'auth.forgotPassword': ({ n }) => ({ email: `forgot-${n}@example.com` }),
  'auth.resetPassword': () => ({
    token: 'r'.repeat(43),
    password: newPassword,
    confirmPassword: newPassword,
  }),
  'auth.changePassword': () => ({
    currentPassword: 'not-my-password',
    newPassword,
    confirmPassword: newPassword,
  }),
  'auth.changeEmail': ({ n }) => ({ newEmail: `moved-${n}@example.com`, password: 'not-mine' }),
  'auth.confirmEmailChange': () => ({ token: 'c'.repeat(43) }),
  'auth.deleteAccount': () => ({ password: 'not-my-password' }),
  'profiles.updateMine': ({ username }) => ({
    fullName: 'Replayed Reader',
    username,
    bio: 'Reads on the train.',
  }),
  'profiles.chooseUsername': ({ n }) => ({ username: `chosen${n}` }),
  'profiles.saveTheme': () => ({ default: 'ocean-light', pages: {} }),
  'profiles.changeRole': ({ otherUserId }) => ({ targetUserId: otherUserId, newRole: 'admin' }),
  'books.startCoverMigration': () => ({ batchSize: 1, forceRemigrate: false }),
  'authors.requestVerification': () => ({
    authorName: 'Replayed Author',
    evidence: 'I wrote these books; my publisher page lists me as the author.',
    links: ['https://example.com/me'],
  }),
  'authors.claimBook': ({ workId }) => ({ workId, note: 'Mine.' }),
  'shelves.saveEntry': () => ({
    status: 'read',
    rating: 4,
    review: '<p>Replayed review.</p>',
    privateNotes: 'replayed note',
    tags: ['replayed'],
  }),
  'messages.start': ({ username }) => ({ recipients: [username], body: 'Hello there' }),
  'messages.send': () => ({ body: 'Hello again' }),
  'messages.mute': () => ({ muted: true }),
  'messages.report': () => ({ reason: 'Spam' }),
  'messages.block': ({ username }) => ({ username }),
  'shelves.setProgress': () => ({ unit: 'page', value: 12 }),
  'forum.createChapter': ({ n }) => ({ title: `Replayed chapter ${n}`, description: '' }),
  'forum.createThread': ({ n }) => ({ title: `Replayed thread ${n}`, body: '<p>Hello</p>' }),
  'forum.reply': () => ({ body: '<p>A reply</p>' }),
  'forum.editPost': () => ({ body: '<p>Edited</p>' }),
  'forum.moderateThread': () => ({ isClosed: true }),
  'forum.markRead': () => ({ postNumber: 1 }),
  'forum.subscribe': () => ({ level: 'watching' }),
  'forum.report': () => ({ reason: 'Spam' }),
  'forum.hidePost': () => ({ hidden: true }),
  'forum.adminModerateThread': () => ({ isLocked: true }),
  'clubs.create': ({ n, workId }) => ({
    name: `Replayed club ${n}`,
    description: 'We read one book a month and meet online.',
    category: 'Fiction',
    visibility: 'public',
    memberLimit: 30,
    rules: 'Be kind.',
    currentBookId: workId,
  }),
  'clubs.update': ({ n }) => ({ name: `Renamed club ${n}`, description: 'Changed.' }),
  'clubs.remove': () => ({ confirmName: 'Not the club name' }),
  'clubs.transferOwnership': ({ otherUserId }) => ({ newOwnerId: otherUserId }),
  'clubInvitations.create': () => ({ kind: 'link', expiresInDays: 7, maxUses: 5 }),
  'clubBroadcasts.create': ({ n }) => ({
    title: `Announcement ${n}`,
    body: 'We meet on Thursday at the library.',
  }),
  'clubReading.openPoll': ({ workId }) => ({
    workIds: [workId, '00000000-0000-4000-8000-000000000000'],
  }),
  'clubReading.vote': ({ workId }) => ({ workId }),
  'clubReading.closePoll': () => ({ winnerId: null }),
  'clubReading.savePlan': () => ({
    timeZone: 'UTC',
    sections: [{ title: 'Chapters 1–5', startsOn: '2027-01-01', spoiler: null }],
  }),
  'clubReading.addMeeting': ({ n }) => ({
    title: `Replayed meeting ${n}`,
    localStart: '2027-01-01T19:00',
    timeZone: 'Europe/London',
    durationMinutes: 60,
    onlineUrl: 'https://meet.example.org/replayed',
    place: null,
  }),
  'clubReading.editMeeting': ({ n }) => ({
    title: `Changed meeting ${n}`,
    localStart: '2027-01-01T20:00',
    timeZone: 'Europe/London',
    durationMinutes: 60,
    onlineUrl: null,
    place: 'The library',
  }),
  'clubReading.rsvp': () => ({ answer: 'going' }),
  'clubReading.choose': () => ({ wantToRead: true }),
  'clubsAdmin.update': ({ n }) => ({ description: `Changed by staff ${n}.`, memberLimit: 40 }),
  'clubsAdmin.suspend': () => ({ reason: 'Spam links in the description' }),
  'clubsAdmin.unsuspend': () => ({ reason: 'Cleaned up' }),
  'clubsAdmin.remove': () => ({ confirmName: 'Not the club name', reason: 'Spam' }),
  'notifications.saveEmailPreferences': () => ({ replies: true }),
  'notifications.unsubscribe': () => ({ token: 'u'.repeat(43) }),
  'shelves.addReadThrough': () => ({ startedOn: '2024-01-02', finishedOn: '2024-02-03' }),
  'shelves.fixImportRow': ({ workId }) => ({ workId }),
  'analytics.reportVitals': ({ n }) => ({
    sessionId: `example-session-${n}`,
    pageUrl: '/browse',
    metrics: [{ name: 'LCP', value: 1800, id: `v5-${n}` }],
  }),
  'payments.checkout': () => ({ plan: 'reader_plus', interval: 'month' }),
  'payments.payTestCheckout': () => ({
    cardNumber: '4000 0000 0000 0002',
    expiry: '12/34',
    cvc: '123',
    name: 'Replayed Reader',
  }),
  'payments.setUpPayouts': () => ({ returnPath: '/settings' }),
  'payments.changeSubscription': () => ({ plan: 'club_host', interval: 'year' }),
  'seo.saveTemplate': () => ({ title: '{title} · {siteName}', description: '{description}' }),
  'seo.createRedirect': ({ n }) => ({
    fromPath: `/example-old-${n}`,
    toPath: '/browse',
    statusCode: 301,
  }),
  'seo.updateRedirect': ({ n }) => ({
    fromPath: `/example-old-${n}`,
    toPath: '/find-books',
    statusCode: 302,
  }),
};
