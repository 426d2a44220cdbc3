/**
 * Stripe through its official SDK, built from config: the keys, and the API's address (Stripe's
 * own unless tests point it at a local stand-in). It starts what happens on Stripe's side; what
 * Stripe then did comes back as signed webhooks (payments.service.ts), never from these answers.
 */
import Stripe from 'stripe';
import type { PaymentsConfig } from '../../config.js';

export interface CheckoutRequest {
  userId: string;
  /** Our plan (metadata, so webhooks can tell which plan a subscription is). */
  planCode: string;
  /** Monthly or yearly (metadata too, so the ledger knows which the member chose). */
  interval?: 'month' | 'year';
  /** Stripe's price of the plan. */
  priceId: string;
  /** The member's Stripe customer when they have one; otherwise Checkout makes one. */
  customerId: string | null;
  /** Prefills Checkout's e-mail field; without it Checkout asks the member. */
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  /** Where to send the member to pay. */
  url: string;
}

/** A Stripe client from config (needs the secret key). */
/** Stripe, where its secret key is set; null where the built-in test provider sells instead. */
export function stripeProviderOf(config: PaymentsConfig): StripeProvider | null {
  const { secretKey } = config.stripe;
  return secretKey ? createStripeProvider({ ...config.stripe, secretKey }) : null;
}

export function createStripeProvider(config: PaymentsConfig['stripe'] & { secretKey: string }) {
  const stripe = new Stripe(config.secretKey, {
    ...config.api,
    // A member waits on the answer: fail fast rather than hang on a slow network.
    timeout: 10_000,
    maxNetworkRetries: 1,
  });

  return {
    /**
     * A Checkout Session for a plan (subscription mode). The member's id and the plan ride in
     * the metadata of the session and of the subscription it makes, which is how the webhooks
     * tie Stripe's customer, subscription and invoices to the member and the plan.
     */
    async createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession> {
      const metadata = {
        userId: request.userId,
        planCode: request.planCode,
        ...(request.interval ? { interval: request.interval } : {}),
      };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: request.priceId, quantity: 1 }],
        ...(request.customerId
          ? { customer: request.customerId }
          : request.customerEmail
            ? { customer_email: request.customerEmail }
            : {}),
        client_reference_id: request.userId,
        metadata,
        subscription_data: { metadata },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no URL`);
      return { id: session.id, url: session.url };
    },

    /**
     * A paid club's membership (issue 12): a monthly subscription at the club's own price
     * (`price_data`, no price object per club). With the host's Connect account, Stripe moves
     * each invoice to the host less the platform's fee (application fee + destination).
     */
    async createClubCheckoutSession(request: ClubCheckoutRequest): Promise<CheckoutSession> {
      const metadata = {
        userId: request.userId,
        planCode: request.planCode,
        interval: 'month',
        clubId: request.clubId,
      };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [
          {
            price_data: {
              currency: request.currency,
              unit_amount: request.amount,
              recurring: { interval: 'month' },
              product_data: { name: request.clubName },
            },
            quantity: 1,
          },
        ],
        ...(request.customerId ? { customer: request.customerId } : {}),
        client_reference_id: request.userId,
        metadata,
        subscription_data: {
          metadata,
          ...(request.destination
            ? {
                application_fee_percent: request.platformFeePercent,
                transfer_data: { destination: request.destination },
              }
            : {}),
        },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no URL`);
      return { id: session.id, url: session.url };
    },

    /** A Connect Express account for a club host, to be paid out to. */
    async createExpressAccount(userId: string): Promise<string> {
      const account = await stripe.accounts.create({
        type: 'express',
        metadata: { userId },
        capabilities: { transfers: { requested: true } },
      });
      return account.id;
    },

    /** Where the host finishes (or resumes) their Connect onboarding on Stripe. */
    async onboardingLink(accountId: string, returnUrl: string, refreshUrl: string) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      });
      return link.url;
    },

    /** Whether Stripe may pay out to the account (its onboarding is done). */
    async accountReady(accountId: string): Promise<boolean> {
      const account = await stripe.accounts.retrieve(accountId);
      return account.payouts_enabled === true;
    },

    /** Sets (or clears) a subscription's end at its period's end; the webhook tells the ledger. */
    async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void> {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    },

    /**
     * Moves a subscription to another price, prorating the rest of the period as Stripe does,
     * with the plan and period in the metadata the webhook reads back.
     */
    async changePrice(
      subscriptionId: string,
      change: { priceId: string; metadata: Record<string, string> },
    ): Promise<void> {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
      await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: change.priceId }],
        proration_behavior: 'create_prorations',
        metadata: change.metadata,
      });
    },

    /** A customer portal session (cards, invoices), coming back to `returnUrl`. */
    async createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }> {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },

    /**
     * Refunds `amount` of a payment (a PaymentIntent, or the charge of an invoice without one).
     * `idempotencyKey` names the refund for Stripe: asking again with it never refunds twice. What
     * Stripe did reaches the ledger by its charge.refunded webhook.
     */
    async refund(request: {
      providerPaymentId: string;
      amount: number;
      requestId: string;
      idempotencyKey: string;
    }): Promise<{ id: string }> {
      const target = request.providerPaymentId.startsWith('pi_')
        ? { payment_intent: request.providerPaymentId }
        : { charge: request.providerPaymentId };
      const refund = await stripe.refunds.create(
        { ...target, amount: request.amount, metadata: { requestId: request.requestId } },
        { idempotencyKey: request.idempotencyKey },
      );
      return { id: refund.id };
    },

    /**
     * Ends a subscription now (the refund policy); customer.subscription.deleted follows. The key
     * makes a second ask for the same reason a replay of the first, never a second cancel.
     */
    async cancelSubscription(
      providerSubscriptionId: string,
      idempotencyKey: string,
    ): Promise<void> {
      await stripe.subscriptions.cancel(providerSubscriptionId, {}, { idempotencyKey });
    },
  };
}

/**
 * Whether a failed call may still have happened at Stripe: the network failed or timed out, or
 * Stripe answered 5xx or that the same key is still being worked on. Asking again with the same
 * idempotency key is then the only safe retry; a definite refusal (4xx) changed nothing.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (error instanceof Stripe.errors.StripeConnectionError) return true;
  if (error instanceof Stripe.errors.StripeIdempotencyError) return true;
  if (error instanceof Stripe.errors.StripeError)
    return error.statusCode === undefined || error.statusCode >= 500;
  return false;
}

export interface ClubCheckoutRequest {
  userId: string;
  /** The plan code the subscription's metadata carries for a club (test-provider.ts). */
  planCode: string;
  clubId: string;
  clubName: string;
  amount: number;
  currency: string;
  customerId: string | null;
  /** The host's Connect account; null: Bookhive keeps the money until the host sets one up. */
  destination: string | null;
  platformFeePercent: number;
  successUrl: string;
  cancelUrl: string;
}

export type StripeProvider = ReturnType<typeof createStripeProvider>;
