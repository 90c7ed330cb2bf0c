import { authenticatedErrorStatuses, errorResponses, type FeatureRoutesOptions, type RouteAccess } from '@openunified/feature-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  connectorProfileCreateSchema,
  connectorProfileIdParametersSchema,
  connectorProfilePatchSchema,
  connectorProfileSchema,
  listConnectorProfilesQuerySchema,
} from './connector-profile-schemas.js';
import { ConnectorProfilesServiceToken } from './connector-profiles-service.js';

/** Configuration of the project, not account management: Full Access (Read Only may list and read). */
const access: RouteAccess = { routeScope: 'general' };
const tags = ['Connector profiles'];

export const connectorProfilesRoutes: FastifyPluginAsyncZod<FeatureRoutesOptions> = async (app, { container }) => {
  const profiles = container.get(ConnectorProfilesServiceToken);

  app.get(
    '/connector_profiles',
    {
      config: { access },
      schema: {
        operationId: 'list_connector_profiles',
        summary: 'List connector profiles',
        tags,
        querystring: listConnectorProfilesQuerySchema,
        response: { 200: z.array(connectorProfileSchema), ...errorResponses(...authenticatedErrorStatuses) },
      },
    },
    (request) => profiles.list(request.auth.project.id, request.query.provider),
  );

  app.post(
    '/connector_profiles',
    {
      config: { access },
      schema: {
        operationId: 'create_connector_profile',
        summary: 'Create a connector profile',
        description:
          'The provider must be installed; `enabled_actions` must name actions of its connector; `auth_config` (OAuth client id and secret, the secret sealed at rest and never returned) only for connectors that link with OAuth 2.0.',
        tags,
        body: connectorProfileCreateSchema,
        response: { 201: connectorProfileSchema, ...errorResponses(...authenticatedErrorStatuses) },
      },
    },
    async (request, reply) => reply.code(201).send(await profiles.create(request.auth.project.id, request.body)),
  );

  app.get(
    '/connector_profiles/:id',
    {
      config: { access },
      schema: {
        operationId: 'get_connector_profile',
        summary: 'Get a connector profile',
        tags,
        params: connectorProfileIdParametersSchema,
        response: { 200: connectorProfileSchema, ...errorResponses(...authenticatedErrorStatuses, 404) },
      },
    },
    (request) => profiles.get(request.auth.project.id, request.params.id),
  );

  app.patch(
    '/connector_profiles/:id',
    {
      config: { access },
      schema: {
        operationId: 'update_connector_profile',
        summary: 'Update a connector profile',
        tags,
        params: connectorProfileIdParametersSchema,
        body: connectorProfilePatchSchema,
        response: { 200: connectorProfileSchema, ...errorResponses(...authenticatedErrorStatuses, 404) },
      },
    },
    (request) => profiles.update(request.auth.project.id, request.params.id, request.body),
  );

  app.delete(
    '/connector_profiles/:id',
    {
      config: { access },
      schema: {
        operationId: 'delete_connector_profile',
        summary: 'Delete a connector profile',
        description: "200 with the deleted profile. Its accounts stay linked and fall back to their provider's newest profile.",
        tags,
        params: connectorProfileIdParametersSchema,
        response: { 200: connectorProfileSchema, ...errorResponses(...authenticatedErrorStatuses, 404) },
      },
    },
    (request) => profiles.delete(request.auth.project.id, request.params.id),
  );
};
