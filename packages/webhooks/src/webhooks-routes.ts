import { authenticatedErrorStatuses, errorResponses, type FeatureRoutesOptions, type RouteAccess } from '@openunified/feature-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WebhookTokens } from './webhook-endpoints-service.js';
import {
  createEndpointBodySchema,
  deliveryWireSchema,
  endpointWireSchema,
  endpointWithSecretSchema,
  listDeliveriesQuerySchema,
  triggerEventsBodySchema,
  triggerResultSchema,
  updateEndpointBodySchema,
} from './webhook-schemas.js';

const tags = ['Webhooks'];
const access: RouteAccess = { routeScope: 'general' };
const idParams = z.object({ id: z.string().describe('The webhook endpoint id') });
const errors = errorResponses(...authenticatedErrorStatuses);
const endpointErrors = errorResponses(...authenticatedErrorStatuses, 404);

export const webhooksRoutes: FastifyPluginAsyncZod<FeatureRoutesOptions> = async (app, { container }) => {
  const endpoints = container.get(WebhookTokens.Endpoints);
  const settings = container.get(WebhookTokens.Settings);
  if (settings.deliver) {
    const dispatcher = container.get(WebhookTokens.Dispatcher);
    app.addHook('onReady', async () => dispatcher.start());
    // Attempts in flight finish and are recorded before the store closes.
    app.addHook('onClose', () => dispatcher.stop());
  }

  app.post(
    '/webhooks',
    {
      config: { access },
      schema: {
        operationId: 'create_webhook',
        summary: 'Create a webhook endpoint',
        description: 'Answers the signing secret, only this once (docs/concepts/webhooks.md).',
        tags,
        body: createEndpointBodySchema,
        response: { 201: endpointWithSecretSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await endpoints.create(request.auth.project.id, request.body)),
  );

  app.get(
    '/webhooks',
    {
      config: { access },
      schema: {
        operationId: 'list_webhooks',
        summary: 'List the webhook endpoints of the project',
        tags,
        response: { 200: z.object({ data: z.array(endpointWireSchema) }), ...errors },
      },
    },
    async (request) => ({ data: await endpoints.list(request.auth.project.id) }),
  );

  app.get(
    '/webhooks/:id',
    {
      config: { access },
      schema: {
        operationId: 'get_webhook',
        summary: 'Get a webhook endpoint',
        tags,
        params: idParams,
        response: { 200: endpointWireSchema, ...endpointErrors },
      },
    },
    (request) => endpoints.get(request.auth.project.id, request.params.id),
  );

  app.patch(
    '/webhooks/:id',
    {
      config: { access },
      schema: {
        operationId: 'update_webhook',
        summary: 'Update a webhook endpoint, or enable or disable it',
        tags,
        params: idParams,
        body: updateEndpointBodySchema,
        response: { 200: endpointWireSchema, ...endpointErrors },
      },
    },
    (request) => endpoints.update(request.auth.project.id, request.params.id, request.body),
  );

  app.delete(
    '/webhooks/:id',
    {
      config: { access },
      schema: {
        operationId: 'delete_webhook',
        summary: 'Delete a webhook endpoint and its deliveries',
        tags,
        params: idParams,
        response: { 200: endpointWireSchema, ...endpointErrors },
      },
    },
    (request) => endpoints.delete(request.auth.project.id, request.params.id),
  );

  app.post(
    '/webhooks/:id/rotate_secret',
    {
      config: { access },
      schema: {
        operationId: 'rotate_webhook_secret',
        summary: 'Replace the signing secret',
        description: 'Answers the new secret, only this once; the previous one signs beside it until previous_secret_expires_at.',
        tags,
        params: idParams,
        response: { 200: endpointWithSecretSchema, ...endpointErrors },
      },
    },
    (request) => endpoints.rotateSecret(request.auth.project.id, request.params.id),
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      config: { access },
      schema: {
        operationId: 'list_webhook_deliveries',
        summary: 'The delivery log of an endpoint, newest first, each with its attempts',
        tags,
        params: idParams,
        querystring: listDeliveriesQuerySchema,
        response: { 200: z.object({ data: z.array(deliveryWireSchema), next: z.string().nullable() }), ...endpointErrors },
      },
    },
    (request) => endpoints.deliveries(request.auth.project.id, request.params.id, request.query),
  );

  app.post(
    '/webhooks/:id/deliveries/:delivery_id/replay',
    {
      config: { access },
      schema: {
        operationId: 'replay_webhook_delivery',
        summary: 'Send a delivered or failed event again',
        description: 'A new delivery of the same event (same id), due now.',
        tags,
        params: idParams.extend({ delivery_id: z.string() }),
        response: { 202: deliveryWireSchema, ...errorResponses(...authenticatedErrorStatuses, 404, 409) },
      },
    },
    async (request, reply) => reply.code(202).send(await endpoints.replay(request.auth.project.id, request.params.id, request.params.delivery_id)),
  );

  app.post(
    '/webhooks/:id/events',
    {
      config: { access },
      schema: {
        operationId: 'trigger_webhook_events',
        summary: 'Deliver the newest event of records to this endpoint now',
        description: 'Multi-status: one result per item, in order.',
        tags,
        params: idParams,
        body: triggerEventsBodySchema,
        response: { 207: z.array(triggerResultSchema), ...errorResponses(...authenticatedErrorStatuses, 404, 409) },
      },
    },
    async (request, reply) => reply.code(207).send(await endpoints.trigger(request.auth.project.id, request.params.id, request.body)),
  );
};
