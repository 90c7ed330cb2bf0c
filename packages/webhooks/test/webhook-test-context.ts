import { randomUUID } from 'node:crypto';
import { plainNotesConnector, startTestPlatform, type TestPlatform } from '@openunified/platform/testing';
import type { WebhookSettingsInput } from '../src/index.js';

export { eventually, WebhookReceiver as Receiver } from '@openunified/platform/testing';

/** Fast retries and loopback receivers allowed: what every delivery test runs with unless told. */
export const fastDelivery: WebhookSettingsInput = {
  allowedNetworks: ['127.0.0.0/8', '::1/128'],
  pollIntervalMs: 20,
  requestTimeoutMs: 2_000,
  leaseMs: 5_000,
  retry: { baseDelayMs: 40, maxDelayMs: 160, retryWindowMs: 60_000 },
};

export interface WebhookTestPlatform {
  testPlatform: TestPlatform;
  authorization: string;
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
  /** Links a Plain Notes account: the `account.created` event every endpoint subscribed to it receives. */
  createAccount(ownerId?: string): Promise<{ id: string }>;
  close(): Promise<void>;
}

/** A real platform serving accounts (the events' source) and webhooks, and nothing else. */
export async function startWebhookPlatform(options: { webhooks?: WebhookSettingsInput } = {}): Promise<WebhookTestPlatform> {
  const testPlatform = await startTestPlatform({
    features: ['accounts', 'webhooks'],
    connectors: [plainNotesConnector],
    config: { webhooks: options.webhooks ?? fastDelivery },
  });
  return {
    testPlatform,
    authorization: testPlatform.authorization,
    async call(method, path, body) {
      const { status, body: answer } = await testPlatform.request(path, { method, body });
      return { status, body: answer };
    },
    createAccount: (ownerId = `owner-${randomUUID().slice(0, 8)}`) =>
      testPlatform.createAccount({
        provider: 'plainnotes',
        credentials: { api_key: 'secret-key' },
        originOwnerId: ownerId,
        originOwnerName: `Owner ${ownerId}`,
      }),
    close: () => testPlatform.close(),
  };
}
