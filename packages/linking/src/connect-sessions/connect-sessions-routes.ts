import { authenticatedErrorStatuses, errorResponses, type FeatureRoutesOptions, type RouteAccess } from '@openunified/feature-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LinkingSettingsToken } from '../linking-settings.js';
import {
  connectSessionAuthenticatedSchema,
  connectSessionAuthenticateSchema,
  connectSessionCreatedSchema,
  connectSessionCreateSchema,
  connectSessionDetailSchema,
  connectSessionIdParametersSchema,
} from './connect-session-schemas.js';
import { ConnectSessionsServiceToken } from './connect-sessions-service.js';
import { publicBaseUrl } from './public-base-url.js';

const access: RouteAccess = { routeScope: 'accounts' };
const tags = ['Connect sessions'];

export const connectSessionsRoutes: FastifyPluginAsyncZod<FeatureRoutesOptions> = async (app, { container }) => {
  const sessions = container.get(ConnectSessionsServiceToken);
  const settings = container.get(LinkingSettingsToken);

  app.post(
    '/connect_sessions',
    {
      config: { access },
      schema: {
        operationId: 'create_connect_session',
        summary: 'Create a connect session',
        description:
          'Returns the session with its `token` (shown only here) and `auth_link_url`, the hosted connect page to send your customer to. 404 when `account_id` or `integration_id` names nothing in the project; 422 when an OAuth 2.0 provider has no connector profile with an OAuth client.',
        tags,
        body: connectSessionCreateSchema,
        response: { 201: connectSessionCreatedSchema, ...errorResponses(...authenticatedErrorStatuses, 404, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await sessions.create(request.auth.project, request.body, publicBaseUrl(settings, request))),
  );

  app.post(
    '/connect_sessions/authenticate',
    {
      config: { access },
      schema: {
        operationId: 'authenticate_connect_session',
        summary: 'Authenticate a connect session token',
        description:
          'The session a token stands for (without the token), its `connector_profile_id` and `latest_connection_attempt` (poll it: `pending`, then `authenticated` with `account_secure_id`, or `failed` with `oauth_error_code`). 401 `unknown connect session token` or `connect session token expired`.',
        tags,
        body: connectSessionAuthenticateSchema,
        response: { 201: connectSessionAuthenticatedSchema, ...errorResponses(...authenticatedErrorStatuses) },
      },
    },
    async (request, reply) => reply.code(201).send(await sessions.authenticate(request.auth.project.id, request.body.token)),
  );

  app.get(
    '/connect_sessions/:id',
    {
      config: { access },
      schema: {
        operationId: 'get_connect_session',
        summary: 'Get a connect session with its connection attempts',
        description:
          'The session (never its token), when it expires, and every connection attempt, newest first: follow a customer through the connect page. `latest_connection_attempt` is the one that linked an account, else the newest. 404 when the project has no such session.',
        tags,
        params: connectSessionIdParametersSchema,
        response: { 200: connectSessionDetailSchema, ...errorResponses(...authenticatedErrorStatuses, 404) },
      },
    },
    (request) => sessions.get(request.auth.project.id, request.params.id),
  );
};
