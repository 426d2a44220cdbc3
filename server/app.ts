/**
 * buildApp(deps): the whole HTTP application — plugins, platform, modules — over an already
 * open database. No I/O happens at import time; main.ts and the tests decide what to open.
 */
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import fs from 'node:fs';
import { avatarLimits } from '../contracts/constants.js';
import type { Config } from './config.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createAccountService } from './modules/auth/auth.account.service.js';
import { createRecoveryService } from './modules/auth/auth.recovery.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { createAdminService } from './modules/admin/admin.service.js';
import { profilesAdminRoutes } from './modules/profiles/profiles.admin.routes.js';
import { createProfilesAdminService } from './modules/profiles/profiles.admin.service.js';
import { profilesRoutes } from './modules/profiles/profiles.routes.js';
import { createProfilesService } from './modules/profiles/profiles.service.js';
import { vitalsRoutes } from './modules/analytics/vitals.routes.js';
import { createVitalsService } from './modules/analytics/vitals.service.js';
import { createRedirectMatcher, type RedirectMatcher } from './modules/seo/redirect-matcher.js';
import { registerRedirects } from './modules/seo/redirects.hook.js';
import { createRedirectsService } from './modules/seo/redirects.service.js';
import { seoAdminRoutes } from './modules/seo/seo.admin.routes.js';
import { createSeoTemplatesService } from './modules/seo/seo-templates.service.js';
import { seoRoutes } from './modules/seo/seo.routes.js';
import {
  builtPageRenderer,
  createPageBodies,
  type LoadPageRenderer,
} from './modules/seo/page-body.js';
import { createPageHeads } from './modules/seo/page-head.js';
import { createPublicPageHtml } from './modules/seo/public-page-html.js';
import { createSeoService } from './modules/seo/seo.service.js';
import { sitemapQueueDefinition } from './modules/seo/sitemap.job.js';
import { createSitemapService } from './modules/seo/sitemap.service.js';
import { authorsRoutes } from './modules/authors/authors.routes.js';
import { createAuthorsService } from './modules/authors/authors.service.js';
import { booksRoutes } from './modules/books/books.routes.js';
import { createBookProviders } from './modules/books/providers/providers.js';
import { createBooksService } from './modules/books/books.service.js';
import { searchRoutes } from './modules/books/search/search.routes.js';
import { createSearchService } from './modules/books/search/search.service.js';
import {
  coverMigrationQueue,
  coverMigrationQueueDefinition,
} from './modules/books/covers/cover-migration.js';
import { coverAdminRoutes, createCoverAdminService } from './modules/books/covers/covers.admin.js';
import {
  booksQualityAdminRoutes,
  createBooksQualityService,
} from './modules/books/quality/books-quality.admin.js';
import { shelvesRoutes } from './modules/shelves/shelves.routes.js';
import { shelfImportRoutes } from './modules/shelves/shelf-import.routes.js';
import { createShelfImportService } from './modules/shelves/shelf-import.service.js';
import {
  createShelfPageCache,
  shelfPageCacheDefaults,
} from './modules/shelves/shelf-page-cache.js';
import { createShelvesService } from './modules/shelves/shelves.service.js';
import { readingStatsRoutes } from './modules/shelves/reading-stats.routes.js';
import { createReadingStatsService } from './modules/shelves/reading-stats.service.js';
import { messagesRoutes } from './modules/messages/messages.routes.js';
import { createMessagesService } from './modules/messages/messages.service.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { createClubsModule } from './modules/clubs/clubs.module.js';
import { clubVisitor } from './modules/clubs/clubs.policy.js';
import { clubsRoutes } from './modules/clubs/clubs.routes.js';
import { clubsAdminRoutes } from './modules/clubs/clubs.admin.routes.js';
import { clubInvitationsRoutes } from './modules/clubs/invitations.routes.js';
import { clubBroadcastsRoutes } from './modules/clubs/broadcasts.routes.js';
import { processAvatarImage } from './modules/profiles/avatar-image.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { createCheckoutService } from './modules/payments/checkout.service.js';
import { createClubBillingService } from './modules/payments/club-billing.service.js';
import { createClubPaymentsService } from './modules/payments/club-payments.service.js';
import { createPaymentsService } from './modules/payments/payments.service.js';
import { createEntitlements } from './modules/payments/entitlements.js';
import { receiptsListener } from './modules/payments/receipts.js';
import { createSubscriptionService } from './modules/payments/subscription.service.js';
import { createTestRenewals } from './modules/payments/test-renewals.js';
import { createTestPayouts } from './modules/payments/test-payouts.js';
import { analyticsOfLedger } from './modules/analytics/events.js';
import { disputeNoticeListener } from './modules/payments/dispute-notices.js';
import { payoutNoticeListener } from './modules/payments/payout-notices.js';
import { createProviderRefunds } from './modules/payments/provider-refunds.js';
import { refundPolicyListener } from './modules/payments/refund-policy.js';
import { createUnfulfilledRefunds } from './modules/payments/unfulfilled-refunds.js';
import { createPaymentsAdminService } from './modules/payments/payments.admin.service.js';
import { paymentsAdminRoutes } from './modules/payments/payments.admin.routes.js';
import { createAffiliatesService } from './modules/books/affiliates.service.js';
import { affiliatesRoutes } from './modules/books/affiliates.routes.js';
import { createForumModule } from './modules/forum/forum.module.js';
import { visitor } from './modules/forum/forum.policy.js';
import { forumAdminRoutes } from './modules/forum/forum.admin.routes.js';
import { forumRoutes } from './modules/forum/forum.routes.js';
import { createRealtimeHub } from './platform/realtime/realtime-hub.js';
import { realtimeRoutes } from './platform/realtime/realtime.routes.js';
import { isSessionLive } from './platform/sessions/session.queries.js';
import { createNotificationsService } from './modules/notifications/notifications.service.js';
import { createAwayEmailService } from './modules/notifications/away-email.service.js';
import { themesRoutes } from './modules/themes/themes.routes.js';
import { createThemesService } from './modules/themes/themes.service.js';
import { systemClock, type Clock } from './platform/clock.js';
import { siteContentSanitiser } from './platform/content.js';
import type { DatabaseHandle } from './platform/db/database.js';
import { installErrorHandling } from './platform/errors.js';
import { registerNulGuard } from './platform/input-text.js';
import { createJobRunner, type JobRunner } from './platform/jobs.js';
import { loggerOptions } from './platform/logging.js';
import { createMailOutbox, mailQueue } from './platform/mail/mail-queue.js';
import { createMailer, type Mailer } from './platform/mail/mailer.js';
import { registerPermissionGuard } from './platform/permissions/guard.js';
import { platformRoutes } from './platform/platform.routes.js';
import { projectPath } from './platform/project-root.js';
import { createRateLimiter } from './platform/rate-limit/rate-limiter.js';
import { registerRequestLimits } from './platform/rate-limit/request-limits.js';
import { recordRoutes, type LiveRoute } from './platform/route-table.js';
import { registerCompression } from './platform/compression.js';
import { registerSecurity } from './platform/security.js';
import { createSecurityLog } from './platform/security-events/security-events.js';
import { registerSessions, sessionCookieName } from './platform/sessions/sessions.js';
import { loadWebApp, registerSpa } from './platform/spa.js';
import { createStorage } from './platform/storage.js';
import { retentionQueues } from './retention.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  /** Replaces the configured mail delivery (tests capture messages with it). */
  mailer?: Mailer;
  /** The built web app folder; null serves the API only. Defaults to dist/web. */
  webRoot?: string | null;
  /**
   * Renders public pages' content on the server (web/entry-server.tsx); null: heads only.
   * Defaults to the build's (dist/ssr) when it is there.
   */
  pageRenderer?: LoadPageRenderer | null;
}

export interface App {
  server: FastifyInstance;
  jobs: JobRunner;
  services: ReturnType<typeof createServices>;
  /** Every route registered, in order (the security walk reads it). */
  routes: readonly LiveRoute[];
}

function createServices(
  deps: Required<Pick<AppDeps, 'config' | 'database' | 'clock' | 'pageRenderer'>> & {
    redirectMatcher: RedirectMatcher;
  },
  server: FastifyInstance,
) {
  const { config, database, clock, redirectMatcher } = deps;
  const db = database.db;
  const jobs = createJobRunner(database, server.log);
  const outbox = createMailOutbox(jobs);
  const securityLog = createSecurityLog(db);
  const rateLimiter = createRateLimiter(db, clock);
  const sessions = registerSessions(server, { database, clock, config });
  registerPermissionGuard(server, db);
  const storage = createStorage(config);
  const content = siteContentSanitiser(storage);
  const profiles = createProfilesService({ db, clock, storage });
  // What members' plans unlock: shelves and clubs check it, payments sell it.
  const entitlements = createEntitlements({ db });
  // The Amazon associate tag staff set (else the environment's) and the links' click counts.
  const affiliates = createAffiliatesService({
    db,
    clock,
    environmentTag: config.amazonAffiliateTag,
    summaries: (ids) => books.summaries(ids),
  });
  const books = createBooksService({
    db,
    amazonAffiliateTag: affiliates.amazonTag,
    providers: createBookProviders(config.bookProviders, server.log),
  });
  const authors = createAuthorsService({ db, clock, books });
  const seo = createSeoService({ db, profiles });
  const base = { db, clock, config, outbox, securityLog, rateLimiter };
  const auth = createAuthService({ ...base, sessions, profiles });
  const realtime = createRealtimeHub(database, server.log);
  const notifications = createNotificationsService({ db, clock, realtime });
  const shelfImports = createShelfImportService({
    db,
    clock,
    jobs,
    books,
    content,
    notifications,
  });
  const shelves = createShelvesService({
    db,
    clock,
    books,
    profiles,
    content,
    pageCache: createShelfPageCache({
      maxSize: config.shelfPageCacheMb * 1024 * 1024,
      ttlMs: shelfPageCacheDefaults.ttlMs,
    }),
  });
  // Spoiler marks (forum posts, direct messages) are read against the catalogue and shelves.
  const spoilers = {
    summaries: books.summaries,
    readingPositions: (userId: string, workIds: string[]) =>
      shelves.readingPositions(userId, workIds),
  };
  const messages = createMessagesService({
    db,
    clock,
    realtime,
    rateLimiter,
    profiles,
    spoilers,
  });
  const forum = createForumModule({
    db,
    clock,
    content,
    // The clubs module is made after the forum (it uses the forum's): asked only once serving.
    clubMembers: { among: (clubId, userIds) => clubs.membership.approvedAmong(clubId, userIds) },
    notifications,
    profiles,
    spoilers,
    whoBlocked: (authorId) => messages.whoBlocked(authorId),
    pageCacheMb: config.forumPageCacheMb,
  });
  const awayEmails = createAwayEmailService({ db, clock, outbox, appUrl: config.appUrl, messages });
  const clubs = createClubsModule({
    db,
    clock,
    bookSummaries: books.summaries,
    publicNames: profiles.publicNames,
    findMember: profiles.findByUsername,
    notify: (outgoing, tx) => notifications.send(outgoing, tx),
    storage,
    // A club's cover is checked and squared like a member's avatar.
    processImage: processAvatarImage,
    // Invitations e-mail their links; announcements are e-mailed by a job.
    outbox,
    appUrl: config.appUrl,
    jobs,
    emailAtOnce: (userIds, kind, content) => awayEmails.emailAtOnce(userIds, kind, content),
    forum: forum.clubs,
    addWantToRead: (userIds, workId) => shelves.addWantToRead(userIds, workId),
    // Paid clubs (issue 12): payments sells the memberships and pays the hosts.
    paidClubs: {
      entitled: (userId) => entitlements.has(userId, 'paid_clubs'),
      startCheckout: (request) => clubPayments.startClubCheckout(request),
      cancel: (userId, clubId) => clubPayments.cancelClubSubscription(userId, clubId),
      earnings: (clubId) => clubPayments.earnings(clubId),
      payouts: (userId) => clubPayments.payoutAccount(userId),
      refundUnfulfilled: (tx, request, afterCommit) =>
        unfulfilledRefunds.refundUnfulfilled(tx, request, afterCommit),
    },
    // A member's own paid memberships: how each subscription stands, paying what is due.
    clubBilling: {
      standing: (userId, clubId) => clubBilling.standing(userId, clubId),
      subscriptions: (userId) => clubBilling.subscriptions(userId),
      fixPayment: (request) => clubBilling.fixPayment(request),
      cancel: (userId, clubId) => clubPayments.cancelClubSubscription(userId, clubId),
    },
  });
  const seoTemplates = createSeoTemplatesService({ db, clock, appUrl: config.appUrl });
  const payments = createPaymentsService({
    db,
    clock,
    payments: config.payments,
    log: server.log,
  });
  const checkoutDeps = {
    db,
    clock,
    payments: config.payments,
    appUrl: config.appUrl,
    rateLimiter,
    ledger: payments,
  };
  const clubPayments = createClubPaymentsService(checkoutDeps);
  // Provider calls of the refund policy, for the ledger's listeners (after their commit).
  const providerRefunds = createProviderRefunds({
    db,
    clock,
    payments: config.payments,
    ledger: payments,
  });
  const unfulfilledRefunds = createUnfulfilledRefunds({ db, clock, provider: providerRefunds });
  const clubBilling = createClubBillingService(checkoutDeps);
  // What the ledger learns: a paid club's membership follows its subscription (in the event's
  // transaction) and a payment that bought none is refunded, receipts by e-mail, and §9's
  // critical analytics events.
  payments.onLedgerFact(async (tx, fact, at, afterCommit) => {
    if (fact.kind === 'subscription' && fact.clubId)
      await clubs.paid.onSubscription(tx, { ...fact, clubId: fact.clubId }, at);
    if (fact.kind === 'payment' && fact.subscriptionId) {
      const club = await unfulfilledRefunds.clubSubscriptionOf(tx, fact.subscriptionId);
      if (club)
        await clubs.paid.onPayment(
          tx,
          {
            paymentId: fact.paymentId,
            userId: fact.userId,
            subscriptionId: fact.subscriptionId,
            clubId: club.clubId,
            subscriptionStatus: club.status,
          },
          afterCommit,
        );
    }
  });
  payments.onLedgerFact(receiptsListener({ outbox, appUrl: config.appUrl }));
  payments.onLedgerFact(analyticsOfLedger);
  // A member whose payment is disputed is told, in the dispute's own transaction.
  payments.onLedgerFact(disputeNoticeListener((outgoing, tx) => notifications.send(outgoing, tx)));
  payments.onLedgerFact(payoutNoticeListener((outgoing, tx) => notifications.send(outgoing, tx)));
  // The terms' refund policy, whoever refunded: a subscription payment refunded in full ends it.
  payments.onLedgerFact(refundPolicyListener({ provider: providerRefunds }));
  return {
    payments,
    entitlements,
    clubPayments,
    affiliates,
    paymentsAdmin: createPaymentsAdminService({
      db,
      clock,
      payments: config.payments,
      ledger: payments,
      members: profiles,
      log: server.log,
    }),
    subscriptions: createSubscriptionService({
      db,
      clock,
      payments: config.payments,
      appUrl: config.appUrl,
      ledger: payments,
    }),
    // The test provider renews only where it sells (not with Stripe, never in production).
    testRenewals: createTestRenewals({
      db,
      clock,
      secret: config.payments.stripe.secretKey ? null : config.payments.testProviderSecret,
      ledger: payments,
    }),
    // ...and pays its hosts out the same way.
    testPayouts: createTestPayouts({
      db,
      clock,
      secret: config.payments.stripe.secretKey ? null : config.payments.testProviderSecret,
      platformFeePercent: config.payments.platformFeePercent,
      ledger: payments,
    }),
    checkout: createCheckoutService(checkoutDeps),
    jobs,
    realtime,
    auth,
    recovery: createRecoveryService(base),
    account: createAccountService({ ...base, profiles }),
    profiles,
    storage,
    books,
    search: createSearchService({
      db,
      summaries: books.summaries,
      amazonAffiliateTag: affiliates.amazonTag,
      fromProviders: books.fromProviders,
    }),
    shelves,
    shelfImports,
    // Reader Plus: the shelves module counts, the member's plan (payments) decides who sees it.
    readingStats: createReadingStatsService({ db, clock, books, entitlements }),
    authors,
    coverAdmin: createCoverAdminService({ db, jobs }),
    booksQuality: createBooksQualityService({
      db,
      summaries: books.summaries,
      publicNames: profiles.publicNames,
      importLabels: shelfImports.labels,
    }),
    profilesAdmin: createProfilesAdminService({ db, clock, securityLog }),
    themes: createThemesService(db),
    notifications,
    awayEmails,
    forum,
    clubs,
    messages,
    seo,
    sitemaps: createSitemapService({
      db,
      clock,
      appUrl: config.appUrl,
      sources: { books: books.sitemap, authors: authors.sitemap, clubs: clubs.lists.sitemap },
    }),
    seoTemplates,
    redirects: createRedirectsService({ db, clock, matcher: redirectMatcher }),
    vitals: createVitalsService({ db, clock, settings: config.vitals }),
    publicPageHtml: createPublicPageHtml({
      heads: createPageHeads({
        books,
        authors,
        profiles,
        slugs: seo,
        // The forum as a visitor sees it: a hidden thread or community is a 404 here too.
        forum: {
          home: () => forum.forum.home(visitor),
          community: (slug) => forum.forum.community(visitor, slug),
          chapter: (slug, chapterSlug, page) =>
            forum.forum.chapter(visitor, slug, chapterSlug, page),
          thread: (id, page) => forum.threadPages.page(null, Promise.resolve(new Set()), id, page),
        },
        // The clubs as a visitor sees them: a private club shows only what its hosts chose.
        clubs: { page: (slug) => clubs.clubs.page(clubVisitor, slug) },
        appUrl: config.appUrl,
        texts: seoTemplates.textsOf,
      }),
      bodies: deps.pageRenderer
        ? createPageBodies({
            server,
            load: deps.pageRenderer,
            appUrl: config.appUrl,
            log: server.log,
          })
        : null,
      appUrl: config.appUrl,
      log: server.log,
    }),
    admin: createAdminService({
      db,
      clock,
      accounts: {
        countUsers: auth.countUsers,
        countSignupsSince: auth.countSignupsSince,
        countStaff: profiles.countStaff,
      },
    }),
  };
}

function packageVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(projectPath('package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const server = Fastify({
    logger: loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Graceful shutdown: on close, stop accepting and let in-flight requests finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  const routes = recordRoutes(server);
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  installErrorHandling(server);

  await server.register(swagger, {
    openapi: {
      info: {
        title: 'Bookhive API',
        version: packageVersion(),
        description: 'The JSON API behind the Bookhive web app.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await server.register(cookie);
  await server.register(multipart, {
    limits: { fileSize: avatarLimits.maxBytes, files: 1, fields: 5 },
  });
  // Before any route is declared: its hooks attach to each route as it is added.
  await registerCompression(server);
  const webApp = loadWebApp(deps.webRoot === undefined ? projectPath('dist/web') : deps.webRoot);
  await registerSecurity(server, config.appUrl, webApp?.scriptHashes);
  // Before any route is declared: it gives the routes of its table their limits as they are.
  await registerRequestLimits(server);

  // Before the session hook: an old path is answered without looking up a session.
  const redirectMatcher = createRedirectMatcher({ db: database.db, clock });
  registerRedirects(server, redirectMatcher);
  const pageRenderer =
    deps.pageRenderer === undefined
      ? builtPageRenderer(projectPath('dist/ssr/entry-server.js'))
      : deps.pageRenderer;
  const services = createServices(
    { config, database, clock, pageRenderer, redirectMatcher },
    server,
  );
  // After the permission guard: a caller who may not use a route hears 401/403, not 400.
  registerNulGuard(server);
  await services.themes.seedBuiltInPalettes();
  await services.affiliates.refresh();

  await server.register(platformRoutes, { database, version: packageVersion() });
  await server.register(authRoutes, services);
  await server.register(profilesRoutes, services);
  await server.register(profilesAdminRoutes, { admin: services.profilesAdmin });
  await server.register(themesRoutes, services);
  await server.register(seoRoutes, services);
  await server.register(seoAdminRoutes, services);
  await server.register(vitalsRoutes, services);
  await server.register(searchRoutes, services);
  await server.register(booksRoutes, services);
  await server.register(authorsRoutes, services);
  await server.register(shelvesRoutes, services);
  await server.register(shelfImportRoutes, services);
  await server.register(readingStatsRoutes, services);
  await server.register(notificationsRoutes, services);
  await server.register(messagesRoutes, services);
  await server.register(realtimeRoutes, {
    hub: services.realtime,
    sessionIsLive: (sessionId: string) => isSessionLive(database.db, sessionId, clock.now()),
  });
  await server.register(forumRoutes, services.forum);
  await server.register(forumAdminRoutes, {
    admin: services.forum.admin,
    threads: services.forum.threadsAdmin,
  });
  await server.register(clubsRoutes, services.clubs);
  await server.register(clubsAdminRoutes, services.clubs);
  await server.register(clubInvitationsRoutes, services.clubs);
  await server.register(clubBroadcastsRoutes, services.clubs);
  await server.register(paymentsRoutes, services);
  await server.register(paymentsAdminRoutes, services);
  await server.register(affiliatesRoutes, services);
  await server.register(coverAdminRoutes, services);
  await server.register(booksQualityAdminRoutes, services);
  await server.register(adminRoutes, services);

  fs.mkdirSync(config.uploadsDir, { recursive: true });
  await registerSpa(server, {
    webApp,
    uploadsDir: config.uploadsDir,
    renderPage: (request, indexHtml) =>
      services.publicPageHtml(request.url, indexHtml, {
        signedIn: Boolean(request.cookies[sessionCookieName(config)]),
        address: request.ip,
      }),
  });

  const mailer = deps.mailer ?? createMailer(config.mail, server.log);
  const coverDeps = {
    db: database.db,
    storage: services.storage,
    jobs: services.jobs,
    log: server.log,
  };
  let coverTimer: NodeJS.Timeout | undefined;
  server.addHook('onReady', async () => {
    await services.realtime.start();
    await services.jobs.start([
      mailQueue(mailer),
      coverMigrationQueueDefinition(coverDeps),
      services.shelfImports.queue(),
      sitemapQueueDefinition(services.sitemaps, server.log),
      services.awayEmails.queue(server.log),
      services.clubs.broadcasts.emailQueue(),
      services.clubs.paid.graceQueue(),
      services.testRenewals.queue(server.log),
      services.testPayouts.queue(server.log),
      ...retentionQueues({
        db: database.db,
        clock,
        log: server.log,
        // The mail folder is the file mailer's; with SMTP (or a mailer given in) there is none.
        mailDir: config.mail.smtpUrl || deps.mailer ? null : config.mail.dir,
        vitalsRetentionDays: config.vitals.retentionDays,
      }),
    ]);
    if (config.coverMigration) {
      // SPEC §7: the cover migration starts 2 s after start with a batch of 10.
      coverTimer = setTimeout(() => {
        services.jobs
          .send(coverMigrationQueue, { batchSize: 10, forceRemigrate: false })
          .catch((error: unknown) =>
            server.log.error({ err: error }, 'Could not start the cover migration'),
          );
      }, 2_000);
      coverTimer.unref();
    }
  });
  server.addHook('onClose', async () => {
    clearTimeout(coverTimer);
    await services.realtime.close();
    await services.jobs.stop();
  });

  return { server, jobs: services.jobs, services, routes };
}
