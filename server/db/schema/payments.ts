/**
 * The payments ledger (module: payments; issue 12, decision 0021). Our own record of money, the
 * source of truth the app reads: providers (Stripe, the built-in test provider) tell us what
 * happened through signed webhooks, and each row keeps the provider's id of the thing it
 * records, so a redelivered event finds its row instead of making another. Amounts are integer
 * minor units (cents) with their ISO currency, never floats.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, id, timestampColumn, updatedAt } from './columns.js';

export const paymentProviders = ['stripe', 'test'] as const;
export const subscriptionStatuses = ['incomplete', 'active', 'past_due', 'canceled'] as const;
export const paymentStatuses = ['succeeded', 'failed', 'refunded', 'partially_refunded'] as const;
export const planCodes = ['reader', 'reader_plus', 'club_host'] as const;
export const billingIntervals = ['month', 'year'] as const;
export const checkoutStatuses = ['open', 'paid', 'expired'] as const;

const provider = () => text('provider', { enum: paymentProviders }).notNull();
const currencyCheck = (name: string, column: unknown) => check(name, sql`${column} ~ '^[a-z]{3}$'`);

/** Which provider customer a member is; one per member and provider. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    id: id(),
    provider: provider(),
    providerCustomerId: text('provider_customer_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payment_customers_provider_id_idx').on(table.provider, table.providerCustomerId),
    uniqueIndex('payment_customers_user_idx').on(table.userId, table.provider),
  ],
);

/**
 * A member's subscription to a plan. `last_event_at` is the `created` time of the newest
 * provider event applied to it: an older event delivered late is ignored (payments.policy.ts).
 * The member is kept as null when the account goes: the ledger outlives it.
 */
export const paymentSubscriptions = pgTable(
  'payment_subscriptions',
  {
    id: id(),
    provider: provider(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    planCode: text('plan_code').notNull(),
    /** Monthly or yearly, as our checkout wrote it; null for a subscription made elsewhere. */
    billingInterval: text('billing_interval', { enum: billingIntervals }),
    /**
     * A paid club's membership (issue 12) rather than a plan: the club, as a plain id (payments
     * never reads the clubs' tables). Null for plans; a member's plan ignores these rows.
     */
    clubId: uuid('club_id'),
    /**
     * The host's Connect account (the provider's id) its payments are transferred to, as the
     * provider's subscription names it (`transfer_data.destination`); null: kept by Bookhive.
     */
    payoutDestination: text('payout_destination'),
    status: text('status', { enum: subscriptionStatuses }).notNull(),
    currentPeriodEnd: timestampColumn('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    lastEventAt: timestampColumn('last_event_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payment_subscriptions_provider_id_idx').on(
      table.provider,
      table.providerSubscriptionId,
    ),
    // A member's subscriptions, newest first (their plan, later the billing page).
    index('payment_subscriptions_user_idx').on(table.userId, table.createdAt.desc()),
    // A club's subscriptions: its host's earnings and members' standing.
    index('payment_subscriptions_club_idx')
      .on(table.clubId)
      .where(sql`${table.clubId} is not null`),
    // A host's account's subscriptions: what the test provider owes it in payouts.
    index('payment_subscriptions_payout_destination_idx')
      .on(table.payoutDestination)
      .where(sql`${table.payoutDestination} is not null`),
  ],
);

/** Money received: one row per provider payment (a PaymentIntent, or an invoice without one). */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    provider: provider(),
    providerPaymentId: text('provider_payment_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: uuid('subscription_id').references(() => paymentSubscriptions.id, {
      onDelete: 'set null',
    }),
    /** What it paid for: a plan's period, or a one-off purchase. */
    purpose: text('purpose', { enum: ['subscription', 'purchase'] }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** The provider's running total refunded; only ever grows (events may come out of order). */
    amountRefunded: integer('amount_refunded').notNull().default(0),
    status: text('status', { enum: paymentStatuses }).notNull(),
    /** When the provider says it was paid (the event's `created`). */
    paidAt: timestampColumn('paid_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payments_provider_id_idx').on(table.provider, table.providerPaymentId),
    index('payments_user_idx').on(table.userId, table.paidAt.desc()),
    index('payments_subscription_idx').on(table.subscriptionId),
    check('payments_amount_check', sql`${table.amount} >= 0`),
    check(
      'payments_amount_refunded_check',
      sql`${table.amountRefunded} >= 0 and ${table.amountRefunded} <= ${table.amount}`,
    ),
    currencyCheck('payments_currency_check', table.currency),
  ],
);

/** An invoice's standing: paid, or open while the provider retries a failed charge. */
export const invoiceStatuses = ['paid', 'open'] as const;

/**
 * A subscription's bill for one period, as the provider told it (invoice.paid,
 * invoice.payment_failed): what was due, what was paid and by which payment — the member's
 * billing history.
 */
export const paymentInvoices = pgTable(
  'payment_invoices',
  {
    id: id(),
    provider: provider(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: uuid('subscription_id').references(() => paymentSubscriptions.id, {
      onDelete: 'set null',
    }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    amountDue: integer('amount_due').notNull(),
    amountPaid: integer('amount_paid').notNull().default(0),
    currency: text('currency').notNull(),
    status: text('status', { enum: invoiceStatuses }).notNull(),
    /** The end of the period it bills. */
    periodEnd: timestampColumn('period_end'),
    /** When the provider first told of it (its event's `created`). */
    issuedAt: timestampColumn('issued_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payment_invoices_provider_id_idx').on(table.provider, table.providerInvoiceId),
    index('payment_invoices_user_idx').on(table.userId, table.issuedAt.desc()),
    check(
      'payment_invoices_amounts_check',
      sql`${table.amountDue} >= 0 and ${table.amountPaid} >= 0`,
    ),
    currencyCheck('payment_invoices_currency_check', table.currency),
  ],
);

/** Money given back, one row per provider refund. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    provider: provider(),
    providerRefundId: text('provider_refund_id').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payment_refunds_provider_id_idx').on(table.provider, table.providerRefundId),
    index('payment_refunds_payment_idx').on(table.paymentId),
    check('payment_refunds_amount_check', sql`${table.amount} > 0`),
    currencyCheck('payment_refunds_currency_check', table.currency),
  ],
);

/** A payment a member disputed with their bank; recorded for the financial staff to answer. */
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    id: id(),
    provider: provider(),
    providerDisputeId: text('provider_dispute_id').notNull(),
    /** The disputed payment's provider id; the payment row may not have arrived yet. */
    providerPaymentId: text('provider_payment_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull(),
    openedAt: timestampColumn('opened_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payment_disputes_provider_id_idx').on(table.provider, table.providerDisputeId),
    index('payment_disputes_payment_idx').on(table.provider, table.providerPaymentId),
    check('payment_disputes_amount_check', sql`${table.amount} >= 0`),
    currencyCheck('payment_disputes_currency_check', table.currency),
  ],
);

/**
 * Every provider event received, once: the unique (provider, event id) is what makes applying
 * exactly-once — only the transaction whose insert went in applies the event.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: provider(),
    providerEventId: text('provider_event_id').notNull(),
    type: text('type').notNull(),
    /** The event's own `created` time. */
    eventCreatedAt: timestampColumn('event_created_at').notNull(),
    receivedAt: timestampColumn('received_at').notNull(),
    appliedAt: timestampColumn('applied_at'),
  },
  (table) => [
    uniqueIndex('payment_events_provider_id_idx').on(table.provider, table.providerEventId),
    // Retention finds the applied events past their time.
    index('payment_events_received_idx')
      .on(table.receivedAt)
      .where(sql`${table.appliedAt} is not null`),
  ],
);

/**
 * The plans a member may subscribe to, with their prices (reference data, seeded by the
 * migration). Prices are integer minor units; a free plan costs 0. Stripe's price ids are set
 * where Stripe is used (its dashboard makes them); the test provider needs none.
 */
export const paymentPlans = pgTable(
  'payment_plans',
  {
    code: text('code', { enum: planCodes }).primaryKey(),
    name: text('name').notNull(),
    blurb: text('blurb').notNull(),
    monthlyPrice: integer('monthly_price').notNull(),
    yearlyPrice: integer('yearly_price').notNull(),
    currency: text('currency').notNull(),
    benefits: text('benefits').array().notNull().default([]),
    position: integer('position').notNull(),
    active: boolean('active').notNull().default(true),
    stripeMonthlyPriceId: text('stripe_monthly_price_id'),
    stripeYearlyPriceId: text('stripe_yearly_price_id'),
  },
  (table) => [
    check(
      'payment_plans_prices_check',
      sql`${table.monthlyPrice} >= 0 and ${table.yearlyPrice} >= 0`,
    ),
    currencyCheck('payment_plans_currency_check', table.currency),
  ],
);

/**
 * A checkout of the built-in test provider: what the member is buying and whether it was paid.
 * It stands in for Stripe's Checkout Session; paying it sends the events Stripe would.
 */
export const paymentCheckouts = pgTable(
  'payment_checkouts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The plan bought; null for a paid club's membership (`club_id`). */
    planCode: text('plan_code', { enum: planCodes }).references(() => paymentPlans.code),
    /** A paid club's membership: the club (a plain id) and what the clubs module called it. */
    clubId: uuid('club_id'),
    clubName: text('club_name'),
    /** The host's test payout account, when it was ready at checkout: where the club pays. */
    payoutDestination: text('payout_destination'),
    /** Where the member goes back to once paid (the club's page); null: the pricing view. */
    returnPath: text('return_path'),
    billingInterval: text('billing_interval', { enum: billingIntervals }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: checkoutStatuses }).notNull().default('open'),
    /** The provider's message for the last declined attempt, shown again on reload. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    expiresAt: timestampColumn('expires_at').notNull(),
    paidAt: timestampColumn('paid_at'),
  },
  (table) => [
    index('payment_checkouts_user_idx').on(table.userId, table.createdAt.desc()),
    // Retention finds the unpaid checkouts past their time.
    index('payment_checkouts_expires_idx').on(table.expiresAt),
    check('payment_checkouts_amount_check', sql`${table.amount} > 0`),
    currencyCheck('payment_checkouts_currency_check', table.currency),
    check(
      'payment_checkouts_purpose_check',
      sql`(${table.planCode} is null) <> (${table.clubId} is null)`,
    ),
  ],
);

/**
 * A club host's payout account (Stripe Connect Express; the test provider's stand-in), one per
 * member and provider: paid clubs' money goes there, less the platform fee.
 */
export const paymentPayoutAccounts = pgTable(
  'payment_payout_accounts',
  {
    id: id(),
    provider: provider(),
    providerAccountId: text('provider_account_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Onboarding finished: the provider may pay out to it. */
    ready: boolean('ready').notNull().default(false),
    /**
     * The `created` time of the newest account.updated applied: one delivered late (Stripe
     * does not keep order) changes nothing.
     */
    lastEventAt: timestampColumn('last_event_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payment_payout_accounts_provider_id_idx').on(
      table.provider,
      table.providerAccountId,
    ),
    uniqueIndex('payment_payout_accounts_user_idx').on(table.userId, table.provider),
  ],
);

/**
 * The built-in test provider's own side of a subscription — what Stripe keeps on its servers:
 * the plan it bills, the period, whether it ends at the period's end, and how the card behaves
 * at renewal. Its renewal job and the member's changes move this row and then tell our ledger
 * through signed webhooks, as Stripe would; the app never reads it as the member's plan.
 */
/** Where a payout stands (Stripe's statuses): failed and canceled are final. */
export const payoutStatuses = ['pending', 'in_transit', 'paid', 'failed', 'canceled'] as const;

/**
 * Money paid out to a bank (payout.* events): a club host's, from their Connect account
 * (`provider_account_id`, tied to our `payout_account_id` when we know the account), or
 * Bookhive's own from its balance (both null). Kept like the rest of the ledger.
 */
export const paymentPayouts = pgTable(
  'payment_payouts',
  {
    id: id(),
    provider: provider(),
    providerPayoutId: text('provider_payout_id').notNull(),
    /** The Connect account paid out from; null for Bookhive's own balance. */
    providerAccountId: text('provider_account_id'),
    payoutAccountId: uuid('payout_account_id').references(() => paymentPayoutAccounts.id, {
      onDelete: 'set null',
    }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: payoutStatuses }).notNull(),
    /** When the bank is expected to have it (or had it, once paid). */
    arrivalDate: timestampColumn('arrival_date'),
    /** The provider's reason for a failed payout, shown to the host and staff. */
    failureMessage: text('failure_message'),
    /** When the provider made the payout (the first event's `created`). */
    initiatedAt: timestampColumn('initiated_at').notNull(),
    lastEventAt: timestampColumn('last_event_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payment_payouts_provider_id_idx').on(table.provider, table.providerPayoutId),
    // A host's payouts, newest first; the test provider's balance per account.
    index('payment_payouts_account_idx').on(table.payoutAccountId, table.initiatedAt.desc()),
    // The back-office's list, newest first.
    index('payment_payouts_initiated_idx').on(table.initiatedAt.desc()),
    check('payment_payouts_amount_check', sql`${table.amount} >= 0`),
    currencyCheck('payment_payouts_currency_check', table.currency),
  ],
);

export const paymentTestSubscriptions = pgTable(
  'payment_test_subscriptions',
  {
    providerSubscriptionId: text('provider_subscription_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerCustomerId: text('provider_customer_id').notNull(),
    /** The plan, or null for a paid club's membership (then `clubId`). */
    planCode: text('plan_code', { enum: planCodes }).references(() => paymentPlans.code),
    /** A paid club's membership: the club (the clubs module's id; never joined). */
    clubId: uuid('club_id'),
    billingInterval: text('billing_interval', { enum: billingIntervals }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: subscriptionStatuses }).notNull(),
    currentPeriodEnd: timestampColumn('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The card on file is one of Stripe's that attach but decline every later charge. */
    renewalDeclines: boolean('renewal_declines').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The renewal job finds the periods that have ended.
    index('payment_test_subscriptions_due_idx').on(table.currentPeriodEnd),
    index('payment_test_subscriptions_user_idx').on(table.userId),
    check('payment_test_subscriptions_amount_check', sql`${table.amount} > 0`),
    check(
      'payment_test_subscriptions_plan_or_club_check',
      sql`(${table.planCode} is null) <> (${table.clubId} is null)`,
    ),
    currencyCheck('payment_test_subscriptions_currency_check', table.currency),
  ],
);

/**
 * `unanswered`: the provider was asked but its answer was lost (a timeout, a 5xx), so the refund
 * may have been made; it holds its amount like `pending`, and asking again for it reuses its
 * idempotency key (payments.admin.service.ts).
 */
export const refundRequestStatuses = ['pending', 'unanswered', 'succeeded', 'failed'] as const;

/**
 * A refund staff asked for in the back-office (issue 12): who, how much, why. Written under the
 * payment's row lock before the provider is asked, so concurrent requests never promise more
 * than the payment has left; the provider's refund itself reaches the ledger by its webhook
 * (payment_refunds), like any other. Kept as long as the payments it refunds (the ledger).
 */
export const paymentRefundRequests = pgTable(
  'payment_refund_requests',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: refundRequestStatuses }).notNull().default('pending'),
    /** The provider's refund, once it made it. */
    providerRefundId: text('provider_refund_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('payment_refund_requests_payment_idx').on(table.paymentId, table.createdAt),
    check('payment_refund_requests_amount_check', sql`${table.amount} > 0`),
    currencyCheck('payment_refund_requests_currency_check', table.currency),
  ],
);
