import {
  abortedWhenClientLeaves,
  authenticatedErrorStatuses,
  errorResponses,
  type FeatureRoutesOptions,
  type RouteAccess,
  requestLogRecorderOf,
} from '@openunified/feature-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkPermissionsBodySchema,
  checkPermissionsResultSchema,
  iamResourceTypesResponseSchema,
  resourceTypesResponseSchema,
} from './permissions-schemas.js';
import { PermissionsServiceToken } from './permissions-service.js';

const access: RouteAccess = { routeScope: 'general', account: 'required' };

const accountHeadersSchema = z.looseObject({ 'x-account-id': z.string().describe('The linked account to act on') });

const tags = ['Unified permissions'];
/** Account routes refuse a missing, unknown or broken account (400, 404, 412); 422 without permission support. */
const declarationErrorStatuses = [...authenticatedErrorStatuses, 404, 412, 422] as const;

/** docs/concepts/permissions.md: the check and the two lists of resource types. */
export const permissionsRoutes: FastifyPluginAsyncZod<FeatureRoutesOptions> = async (app, { container }) => {
  const permissions = container.get(PermissionsServiceToken);
  const recorder = requestLogRecorderOf(container);
  recorder.register(app);

  app.post(
    '/unified/check_permissions',
    {
      config: { access },
      schema: {
        operationId: 'check_permissions',
        summary: 'Check what a user may do with a provider resource',
        description:
          'Resolves the user (by user_id, else by email) and the resource (a composite id or a plain provider id), and answers ' +
          'the permissions the user holds on it. No access, and deactivated or suspended users, answer 200 with empty permissions.',
        tags,
        headers: accountHeadersSchema,
        body: checkPermissionsBodySchema,
        response: { 200: checkPermissionsResultSchema, ...errorResponses(...declarationErrorStatuses, 408, 502) },
      },
    },
    async (request, reply) => {
      recorder.note(request, { actionId: permissions.checkActionId(request.account) });
      return permissions.check({ account: request.account, requestId: request.id, signal: abortedWhenClientLeaves(reply) }, request.body);
    },
  );

  app.get(
    '/unified/list_resource_types',
    {
      config: { access },
      schema: {
        operationId: 'list_resource_types',
        summary: 'List the resource types the provider supports for permission checks',
        description: 'A static list declared by the connector: no provider call is made.',
        tags,
        headers: accountHeadersSchema,
        response: { 200: resourceTypesResponseSchema, ...errorResponses(...declarationErrorStatuses) },
      },
    },
    async (request) => permissions.resourceTypes(request.account),
  );

  app.get(
    '/unified/iam/resource_types',
    {
      config: { access },
      schema: {
        operationId: 'list_iam_resource_types',
        summary: 'List the resource types IAM queries can be scoped to',
        description:
          'Each resource type the connector declares, with the roles grantable on it, the permissions each role gives, the ' +
          'types it inherits grants from and whether plain ids are read as it. Declared by the connector: no provider call is made.',
        tags,
        headers: accountHeadersSchema,
        response: { 200: iamResourceTypesResponseSchema, ...errorResponses(...declarationErrorStatuses) },
      },
    },
    async (request) => permissions.iamResourceTypes(request.account),
  );
};
