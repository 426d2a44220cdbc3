/** The query keys of payments: the plans, the member's subscription, a test checkout. */
export const plansKey = ['payments', 'plans'] as const;
export const mySubscriptionKey = ['payments', 'me'] as const;
export const testCheckoutKey = (id: string) => ['payments', 'test-checkout', id] as const;
/** Under the member's subscription: dropping that (after paying) drops this too. */
export const managedSubscriptionKey = ['payments', 'me', 'manage'] as const;
/** Under the member's subscription too: a payment that changes the plan adds a bill. */
export const myInvoicesKey = ['payments', 'me', 'invoices'] as const;
/** A host's payout account and latest payouts. */
export const myPayoutsKey = ['payments', 'me', 'payouts'] as const;
