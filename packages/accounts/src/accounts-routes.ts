import { authenticatedErrorStatuses, errorResponses, type FeatureRoutesOptions, type RouteAccess } from '@openunified/feature-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountEventPageSchema,
  accountEventsQuerySchema,
  accountIdParametersSchema,
  accountMetaSchema,
  accountPatchSchema,
  accountSchema,
  listAccountsQuerySchema,
} from './account-schemas.js';
import { AccountsServiceToken } from './accounts-service.js';

const access: RouteAccess = { routeScope: 'accounts' };
const tags = ['Accounts'];

export const accountsRoutes: FastifyPluginAsyncZod<FeatureRoutesOptions> = async (app, { container }) => {
  const accounts = container.get(AccountsServiceToken);

  app.get(
    '/accounts',
    {
      config: { access },
      schema: {
        operationId: 'list_linked_accounts',
        summary: 'List linked accounts',
        tags,
        querystring: listAccountsQuerySchema,
        response: { 200: z.array(accountSchema), ...errorResponses(...authenticatedErrorStatuses) },
      },
    },
    (request) => accounts.list(request.auth.project.id, request.query),
  );

  app.get(
    '/accounts/:id',
    {
      config: { access },
      schema: {
        operationId: 'get_account',
        summary: 'Get an account',
        tags,
        params: accountIdParametersSchema,
        response: { 200: accountSchema, ...errorResponses(...authenticatedErrorStatuses, 404) },
      },
    },
    (request) => accounts.get(request.auth.project.id, request.params.id),
  );

  app.patch(
    '/accounts/:id',
    {
      config: { access },
      schema: {
        operationId: 'update_account',
        summary: 'Update an account',
        description: 'Client-settable status values: active, inactive, archived.',
        tags,
        params: accountIdParametersSchema,
        body: accountPatchSchema,
        response: { 200: accountSchema, ...errorResponses(...authenticatedErrorStatuses, 404, 409) },
      },
    },
    (request) => accounts.update(request.auth.project.id, request.params.id, request.body),
  );

  app.delete(
    '/accounts/:id',
    {
      config: { access },
      schema: {
        operationId: 'delete_account',
        summary: 'Delete an account',
        tags,
        params: accountIdParametersSchema,
        response: { 200: accountSchema, ...errorResponses(...authenticatedErrorStatuses, 404) },
      },
    },
    (request) => accounts.delete(request.auth.project.id, request.params.id),
  );

  app.get(
    '/accounts/:id/meta',
    {
      config: { access },
      schema: {
        operationId: 'get_account_meta_info',
        summary: "Get an account's category and supported models",
        tags,
        params: accountIdParametersSchema,
        response: { 200: accountMetaSchema, ...errorResponses(...authenticatedErrorStatuses, 404, 422) },
      },
    },
    (request) => accounts.meta(request.auth.project.id, request.params.id),
  );

  app.get(
    '/accounts/:id/events',
    {
      config: { access },
      schema: {
        operationId: 'list_account_events',
        summary: "List an account's events",
        description:
          "Newest first: its changes, its synced records' changes, its sync runs' ends and its provider webhook events, as webhooks deliver them. Events stored before the server filed events under their account are not listed.",
        tags,
        params: accountIdParametersSchema,
        querystring: accountEventsQuerySchema,
        response: { 200: accountEventPageSchema, ...errorResponses(...authenticatedErrorStatuses, 404) },
      },
    },
    (request) => accounts.listEvents(request.auth.project.id, request.params.id, request.query),
  );
};
