import { AuthTokens, type AccountResolver, type ApiKeyAuthenticator } from '@openunified/auth';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { SingleLineRequestLog } from './http/single-line-request-log.js';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Container } from 'inversify';
import { type ServerConfig, ServerConfigToken } from './config.js';
import { LoggerToken } from './http/logger.js';
import type { Feature } from './features/feature.js';
import { registerErrorHandling, sendApiError, toApiError } from './http/error-handling.js';
import { registerJsonBodyParser } from './http/json-body-parser.js';
import { registerOpenApiDocument } from './http/openapi.js';
import { registerRequestAuthentication } from './http/request-authentication.js';
import { requestIdFor } from './http/request-id.js';
import { type RequestRateLimiter, RequestRateLimiterToken } from './http/request-rate-limiter.js';

/**
 * The HTTP application: cross-cutting behaviour first (request ids, errors, body parsing,
 * authentication, OpenAPI), then each feature's routes as an encapsulated plugin.
 */
export async function buildApp(container: Container, features: readonly Feature[]): Promise<FastifyInstance> {
  const config = container.get<ServerConfig>(ServerConfigToken);
  const app = Fastify({
    // A pino logger; typed as Fastify's view of it so the instance keeps the default generics.
    loggerInstance: container.get<FastifyBaseLogger>(LoggerToken),
    genReqId: requestIdFor,
    bodyLimit: config.bodyLimitBytes,
    logController: new SingleLineRequestLog(),
    // Errors Fastify raises before routing (e.g. a malformed URL) get the same envelope.
    frameworkErrors: (error, request, reply) => {
      reply.header('x-request-id', request.id);
      sendApiError(reply, toApiError(error, request, config.bodyLimitBytes));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app, config.bodyLimitBytes);
  registerJsonBodyParser(app);
  registerRequestAuthentication(app, {
    authenticator: container.get<ApiKeyAuthenticator>(AuthTokens.ApiKeyAuthenticator),
    accountResolver: container.get<AccountResolver>(AuthTokens.AccountResolver),
    rateLimiter: await container.getAsync<RequestRateLimiter>(RequestRateLimiterToken),
  });
  await registerOpenApiDocument(app);

  for (const feature of features) {
    await app.register(feature.routes, { container });
  }
  await app.ready();
  return app;
}
