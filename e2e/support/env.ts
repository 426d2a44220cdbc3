/** Where the e2e server runs and keeps its data; shared by the Playwright config and the tests. */
import os from 'node:os';
import path from 'node:path';

export const e2ePort = Number(process.env.E2E_PORT ?? 4173);
export const e2eBaseUrl = `http://localhost:${e2ePort}`;
export const e2eDataDir = path.join(os.tmpdir(), `bookhive-e2e-${e2ePort}`);
export const demoPassword = 'Bookhive#Demo2026';
/**
 * The e2e server's test-provider signing secret: journeys sign an event the provider would send
 * on its own schedule (a host's payout, days after a payment) and deliver it to the webhook.
 */
export const e2eTestProviderSecret = 'whsec_e2e_test_provider_secret_0123456789';
