import { randomUUID } from 'node:crypto';
import type { PlatformSettings } from '@openunified/platform';
import { basicAuthorization, plainNotesConnector, startTestPlatform, type TestPlatform } from '@openunified/platform/testing';
import type { WebhookSettingsInput } from '@openunified/webhooks';
import type { DestinationStream } from 'pino';

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
  createAccount(ownerId?: string): Promise<{ id: string }>;
  close(): Promise<void>;
}

export async function startWebhookPlatform(
  options: { webhooks?: WebhookSettingsInput; config?: PlatformSettings; logDestination?: DestinationStream } = {},
): Promise<WebhookTestPlatform> {
  const testPlatform = await startTestPlatform({
    connectors: [plainNotesConnector],
    config: { ...options.config, webhooks: options.webhooks ?? fastDelivery },
    ...(options.logDestination && { logDestination: options.logDestination }),
  });
  const authorization = basicAuthorization(await testPlatform.createApiKey());
  return {
    testPlatform,
    authorization,
    async call(method, path, body) {
      const response = await fetch(`${testPlatform.url}${path}`, {
        method,
        headers: { authorization, ...(body !== undefined && { 'content-type': 'application/json' }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
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

export { eventually, type ReceivedWebhook, WebhookReceiver as Receiver } from '@openunified/platform/testing';
