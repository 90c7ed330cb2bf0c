// inversify's decorators store metadata as this package loads: the polyfill comes first.
import 'reflect-metadata';
import { AuthTokens } from '@openunified/auth';
import { type Feature, PlatformTokens } from '@openunified/feature-kit';
import { StoreToken } from '@openunified/store';
import { ContainerModule } from 'inversify';
import { OutboundUrlGuard } from './outbound-url-guard.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { WebhookEndpoints, WebhookTokens } from './webhook-endpoints-service.js';
import { WebhookSender } from './webhook-sender.js';
import { resolveWebhookSettings, type WebhookSettingsInput } from './webhook-settings.js';
import { webhooksRoutes } from './webhooks-routes.js';

export { isEventType, isEventTypePattern, subscribes } from './event-types.js';
export { OutboundUrlGuard } from './outbound-url-guard.js';
export { nextAttemptAt, type RetrySettings } from './retry-schedule.js';
export * from './signature/index.js';
export { type DeliveryListener, WebhookDispatcher } from './webhook-dispatcher.js';
export { WebhookEndpoints, WebhookTokens } from './webhook-endpoints-service.js';
export { type WebhookPayload, webhookPayload } from './webhook-payload.js';
export type { TriggerResult, WebhookDeliveryWire, WebhookEndpointWire } from './webhook-schemas.js';
export { WebhookSender } from './webhook-sender.js';
export { defaultWebhookSettings, resolveWebhookSettings, type WebhookSettings, type WebhookSettingsInput } from './webhook-settings.js';

/** Webhook endpoints and durable, signed delivery of the events outbox (docs/concepts/webhooks.md). */
export function webhooksFeature(input: WebhookSettingsInput = {}): Feature {
  const settings = resolveWebhookSettings(input);
  const guard = new OutboundUrlGuard(settings.allowedNetworks);
  return {
    name: 'webhooks',
    module: new ContainerModule(({ bind }) => {
      bind(WebhookTokens.Settings).toConstantValue(settings);
      bind(WebhookTokens.UrlGuard).toConstantValue(guard);
      bind(WebhookTokens.Endpoints).to(WebhookEndpoints).inSingletonScope();
      bind(WebhookTokens.Dispatcher)
        .toDynamicValue(
          (context) =>
            new WebhookDispatcher(
              context.get(StoreToken),
              context.get(AuthTokens.CredentialCipher),
              new WebhookSender(guard, settings.requestTimeoutMs),
              settings,
              context.get(PlatformTokens.Logger),
            ),
        )
        .inSingletonScope()
        .onDeactivation((dispatcher) => dispatcher.close());
    }),
    routes: webhooksRoutes,
  };
}
