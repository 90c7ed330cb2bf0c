import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authenticatedErrorStatuses,
  errorResponses,
  type FeatureRoutesOptions,
  type RouteAccess,
} from '@openunified/feature-kit';
import {
  accountIdParametersSchema,
  accountMetaSchema,
  accountPatchSchema,
  accountSchema,
  listAccountsQuerySchema,
} from './account-schemas.js';
import { type AccountsService, AccountsServiceToken } from './accounts-service.js';

const access: RouteAccess = { routeScope: 'accounts' };
const tags = ['Accounts'];

export const accountsRoutes: FastifyPluginAsyncZod<FeatureRoutesOptions> = async (app, { container }) => {
  const accounts = container.get<AccountsService>(AccountsServiceToken);

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
};
