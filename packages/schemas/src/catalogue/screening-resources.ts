import {
  screeningOrderCreateSchema,
  screeningOrderSchema,
  screeningPackageSchema,
  screeningResultSchema,
  screeningResultWebhookBodySchema,
} from '../unified/screening.js';
import { defineUnifiedResource } from './define-unified-resource.js';

// The screening category (docs/unified/screening.md): packages are read, an order is created for
// a candidate, and results arrive as the provider's signed events on the results webhook.

export const screeningPackagesResource = defineUnifiedResource({
  category: 'screening',
  resource: 'packages',
  path: '/unified/screening/packages',
  noun: { one: 'screening package', many: 'screening packages' },
  description: 'The background check packages the account can order.',
  model: screeningPackageSchema,
  operations: { list: {}, get: {} },
});

export const screeningOrdersResource = defineUnifiedResource({
  category: 'screening',
  resource: 'orders',
  path: '/unified/screening/orders',
  noun: { one: 'screening order', many: 'screening orders' },
  description: 'Orders of a package for a candidate; the provider reports on them through results.',
  model: screeningOrderSchema,
  operations: { create: { body: screeningOrderCreateSchema } },
});

export const screeningResultsResource = defineUnifiedResource({
  category: 'screening',
  resource: 'results',
  path: '/unified/screening/results',
  noun: { one: 'screening result', many: 'screening results' },
  description:
    "Results of orders, as the provider reports them: its signed events, posted to the webhook route, are verified and become `screening_results.created` / `.updated` events of the project's webhooks.",
  model: screeningResultSchema,
  operations: { webhook: { body: screeningResultWebhookBodySchema, summary: 'Receive a screening result event' } },
});

export const screeningResources = [screeningPackagesResource, screeningOrdersResource, screeningResultsResource] as const;
