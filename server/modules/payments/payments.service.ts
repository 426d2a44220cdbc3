/**
 * Payment webhooks (issue 12): verify the provider's signature over the raw body, then record the
 * event and apply it exactly once. Both providers are verified by the official Stripe SDK — the
 * built-in test provider signs its events as Stripe does, with its own secret — so one handler
 * serves both and the test provider exercises the very code Stripe's events go through.
 */
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { ZodError } from 'zod';
import type { PaymentProviderName, WebhookReceipt } from '../../../contracts/payments.js';
import type { PaymentsConfig } from '../../config.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { isForeignKeyViolation } from '../../platform/db/db-errors.js';
import { errors } from '../../platform/errors.js';
import { applyLedgerChange } from './apply-event.js';
import { createLedgerListeners, type LedgerFact } from './ledger-facts.js';
import { insertEvent, markEventApplied } from './payments.queries.js';
import { eventEnvelopeSchema, ledgerChangeOf, type EventEnvelope } from './provider-events.js';

/** Stripe's own advice: refuse a signature older than five minutes (a replayed request). */
export const webhookToleranceSeconds = 300;

export interface PaymentsDeps {
  db: Db;
  clock: Clock;
  payments: PaymentsConfig;
  /** Where a listener's after-commit work that failed is reported. */
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * The secrets a provider's events may be signed with; none when that provider is not in use
 * here. Stripe signs the platform's events with one endpoint's secret and connected accounts'
 * (payouts, account updates) with the Connect endpoint's, when the dashboard has two.
 */
function signingSecrets(config: PaymentsConfig, provider: PaymentProviderName): string[] {
  if (provider === 'test') return config.testProviderSecret ? [config.testProviderSecret] : [];
  const { webhookSecret, connectWebhookSecret } = config.stripe;
  if (!webhookSecret) return [];
  return connectWebhookSecret ? [webhookSecret, connectWebhookSecret] : [webhookSecret];
}

/** The payments service: receiving providers' webhooks. */
export function createPaymentsService(deps: PaymentsDeps) {
  const { db, clock } = deps;
  const listeners = createLedgerListeners();

  /** The event, if the signature over exactly these bytes is the provider's and recent. */
  function verify(
    provider: PaymentProviderName,
    rawBody: Buffer | undefined,
    signature: string | undefined,
  ): EventEnvelope {
    const secrets = signingSecrets(deps.payments, provider);
    // Refused, not hidden: a provider that is off here (the test provider in production) gets
    // the same answer as a forger, and nothing it sent is read.
    if (secrets.length === 0) throw errors.notFound(`The payment provider "${provider}"`);
    if (!signature) throw errors.signatureInvalid('The Stripe-Signature header is missing.');
    if (!rawBody || rawBody.length === 0) throw errors.signatureInvalid('The event body is empty.');
    const event = verifiedBySome(rawBody, signature, secrets);
    const parsed = eventEnvelopeSchema.safeParse(event);
    if (!parsed.success) throw errors.validation('The event is not a provider event.');
    return parsed.data;
  }

  /** The event, parsed, if one of the secrets signed exactly these bytes recently. */
  function verifiedBySome(rawBody: Buffer, signature: string, secrets: string[]): unknown {
    let refusal: unknown;
    for (const secret of secrets) {
      try {
        return Stripe.webhooks.constructEvent(
          rawBody,
          signature,
          secret,
          webhookToleranceSeconds,
          undefined,
          clock.now().getTime(),
        );
      } catch (error) {
        // Signed by the provider but not JSON: nothing we could apply.
        if (!(error instanceof Stripe.errors.StripeSignatureVerificationError))
          throw errors.validation('The event is not valid JSON.');
        refusal ??= error;
      }
    }
    const message = refusal instanceof Error ? refusal.message.split('\n')[0] : '';
    throw errors.signatureInvalid(`The event's signature does not verify: ${message}`);
  }

  /**
   * Records and applies one event in one transaction. The insert into payment_events decides:
   * a delivery that finds the event there already (a retry, or a concurrent duplicate that
   * committed first) applies nothing and answers 200, so the provider stops sending it.
   */
  async function receive(
    provider: PaymentProviderName,
    rawBody: Buffer | undefined,
    signature: string | undefined,
  ): Promise<WebhookReceipt> {
    const event = verify(provider, rawBody, signature);
    try {
      return await record(provider, event, false);
    } catch (error) {
      if (error instanceof ZodError)
        throw errors.validation(`The ${event.type} event lacks what the ledger needs.`);
      // The member our checkout named has closed their account since: the money still happened,
      // so it is recorded without them (the ledger keeps no member for a closed account either).
      if (isForeignKeyViolation(error)) return record(provider, event, true);
      throw error;
    }
  }

  async function record(provider: PaymentProviderName, event: EventEnvelope, ownerGone: boolean) {
    const now = clock.now();
    const at = new Date(event.created * 1000);
    const committed: (() => Promise<void>)[] = [];
    const receipt = await db.transaction(async (tx): Promise<WebhookReceipt> => {
      const eventRowId = await insertEvent(tx, {
        provider,
        providerEventId: event.id,
        type: event.type,
        eventCreatedAt: at,
        receivedAt: now,
      });
      if (!eventRowId) return { received: true, duplicate: true };
      const facts: LedgerFact[] = [];
      await applyLedgerChange({ tx, provider, now, at, ownerGone, facts }, ledgerChangeOf(event));
      await listeners.tell(tx, facts, at, (work) => committed.push(work));
      await markEventApplied(tx, eventRowId, now);
      return { received: true, duplicate: false };
    });
    // The event is applied whatever happens next: a failure here must not make the provider
    // send it again (it would be a duplicate, and the work would still not be done).
    for (const work of committed)
      await work().catch((error: unknown) =>
        deps.log?.error({ err: error, event: event.id }, 'A payment listener failed after commit'),
      );
    return receipt;
  }

  return {
    receive,
    /** Adds a module's listener to what the ledger learns (ledger-facts.ts). */
    onLedgerFact: listeners.add,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
