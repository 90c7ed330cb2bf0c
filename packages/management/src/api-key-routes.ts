import { generateApiKey, parseScope } from '@openunified/auth';
import { NotFoundError } from '@openunified/errors';
import { authenticatedErrorStatuses, errorResponses, type FeatureRoutesOptions, type RouteAccess } from '@openunified/feature-kit';
import { type ApiKeyRecord, StoreToken } from '@openunified/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiKeyListSchema, type apiKeySchema, createApiKeySchema, createdApiKeySchema, idParametersSchema } from './management-schemas.js';

/** The project's configuration: Full Access changes it, Read Only may list it, Accounts and Actions keys neither. */
const access: RouteAccess = { routeScope: 'general' };
const tags = ['Management'];

/** docs/concepts/management.md#api-keys-over-http: what `pnpm cli keys create|list|revoke` does, over HTTP. */
export const apiKeyRoutes: FastifyPluginAsyncZod<FeatureRoutesOptions> = async (app, { container }) => {
  const store = container.get(StoreToken);

  app.get(
    '/management/api_keys',
    {
      config: { access },
      schema: {
        operationId: 'list_api_keys',
        summary: 'List the API keys of the project',
        description: 'Active keys, oldest first, with their prefix; never the keys themselves. Revoked keys are not listed.',
        tags,
        response: { 200: apiKeyListSchema, ...errorResponses(...authenticatedErrorStatuses) },
      },
    },
    async (request) => {
      const keys = await store.apiKeys.list(request.auth.project.id);
      return { data: keys.filter((key) => key.revokedAt === null).map(toApiKeyWire), next: null };
    },
  );

  app.post(
    '/management/api_keys',
    {
      config: { access },
      schema: {
        operationId: 'create_api_key',
        summary: 'Create an API key',
        description:
          'Returns the key with its `secret`, the API key itself: shown only in this response, stored hashed. 400 names a scope that does not exist.',
        tags,
        body: createApiKeySchema,
        response: { 201: createdApiKeySchema, ...errorResponses(...authenticatedErrorStatuses) },
      },
    },
    async (request, reply) => {
      const scopes = [...new Set(request.body.scopes.map(parseScope))];
      const { key, prefix, keyHash } = generateApiKey();
      const record = await store.apiKeys.create({ projectId: request.auth.project.id, name: request.body.name, prefix, keyHash, scopes });
      return reply.code(201).send({ ...toApiKeyWire(record), secret: key });
    },
  );

  app.delete(
    '/management/api_keys/:id',
    {
      config: { access },
      schema: {
        operationId: 'revoke_api_key',
        summary: 'Revoke an API key',
        description:
          'Requests with the key get 401 from then on (at once in this process; docs/deployment.md "Caches" for others). 404 when the project has no such active key.',
        tags,
        params: idParametersSchema,
        response: { 204: z.null().describe('Revoked'), ...errorResponses(...authenticatedErrorStatuses, 404) },
      },
    },
    async (request, reply) => {
      const key = (await store.apiKeys.list(request.auth.project.id)).find((candidate) => candidate.id === request.params.id);
      if (!key || key.revokedAt !== null) throw new NotFoundError(`no active API key ${request.params.id} in this project`);
      await store.apiKeys.revoke(key.id);
      return reply.code(204).send(null);
    },
  );
};

function toApiKeyWire(key: ApiKeyRecord): z.infer<typeof apiKeySchema> {
  return { id: key.id, name: key.name, scopes: key.scopes, prefix: key.prefix, created_at: key.createdAt, last_used_at: key.lastUsedAt };
}
