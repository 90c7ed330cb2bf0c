import { authenticatedErrorStatuses, errorResponses, type FeatureRoutesOptions, type RouteAccess } from '@openunified/feature-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { connectorMetaSchema, connectorProviderParametersSchema, listConnectorsQuerySchema } from './connector-schemas.js';
import { ConnectorsServiceToken } from './connectors-service.js';

/** Part of linking accounts: a key with the Accounts scope builds its provider picker from these. */
const access: RouteAccess = { routeScope: 'accounts' };
const tags = ['Connectors'];

export const connectorsRoutes: FastifyPluginAsyncZod<FeatureRoutesOptions> = async (app, { container }) => {
  const connectors = container.get(ConnectorsServiceToken);
  const listSchema = {
    tags,
    querystring: listConnectorsQuerySchema,
    response: { 200: z.array(connectorMetaSchema), ...errorResponses(...authenticatedErrorStatuses) },
  };

  app.get(
    '/connectors',
    { config: { access }, schema: { ...listSchema, operationId: 'list_connectors', summary: 'List the installed connectors' } },
    (request) => connectors.list(request.auth.project.id, request.query.category),
  );

  app.get(
    '/connectors/meta',
    {
      config: { access },
      schema: {
        ...listSchema,
        operationId: 'list_connectors_meta',
        summary: "List the installed connectors' meta information",
        description: 'The same list as GET /connectors, under the path the vendor clients call.',
      },
    },
    (request) => connectors.list(request.auth.project.id, request.query.category),
  );

  app.get(
    '/connectors/meta/:provider',
    {
      config: { access },
      schema: {
        operationId: 'get_connector_meta',
        summary: "Get one connector's meta information",
        tags,
        params: connectorProviderParametersSchema,
        response: { 200: connectorMetaSchema, ...errorResponses(...authenticatedErrorStatuses, 404) },
      },
    },
    (request) => connectors.get(request.auth.project.id, request.params.provider),
  );
};
