import { AuthTokens } from '@openunified/auth';
import { BadRequestError } from '@openunified/errors';
import { type Feature, PlatformTokens } from '@openunified/feature-kit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Container } from 'inversify';
import type { Logger } from 'pino';
import { registerApiReference } from './api-reference.js';
import { answerClientError, answerConnectRequest } from './client-error-response.js';
import { registerErrorHandling, sendApiError, toApiError } from './error-handling.js';
import { answerHeadThroughGetRoutes, restoreHeadMethod, routeHeadAsGet } from './head-requests.js';
import { registerJsonBodyParser } from './json-body-parser.js';
import { lazyChildLoggerFactory } from './lazy-request-logger.js';
import { registerOpenApiDocument } from './openapi.js';
import { registerRequestAuthentication } from './request-authentication.js';
import { requestIdFor } from './request-id.js';
import { FailedAuthenticationLimiterToken, RateLimiterToken } from './request-rate-limiter.js';
import { requestValidatorCompiler } from './request-validator-compiler.js';
import { SingleLineRequestLog } from './single-line-request-log.js';

export interface HttpAppSettings {
  logger: Logger;
  bodyLimitBytes: number;
  /** Honour `X-Forwarded-*` (see `PlatformConfig.trustProxy`). */
  trustProxy: boolean;
}

// The request validator and zod's serializer, installed as Fastify's compilers from the start; Fastify types the factories after Ajv's compilers.
const zodCompilersFactory = {
  buildValidator: () => requestValidatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/**
 * The HTTP application: cross-cutting behaviour first, installed once on the root instance
 * (request ids, errors, body parsing, authentication and rate limits, the OpenAPI document),
 * then each feature's routes as an encapsulated plugin.
 */
export async function buildHttpApp(container: Container, features: readonly Feature[], settings: HttpAppSettings): Promise<FastifyInstance> {
  const { bodyLimitBytes } = settings;
  const app = Fastify({
    // A pino logger; typed as Fastify's view of it so the instance keeps the default generics.
    loggerInstance: settings.logger as FastifyBaseLogger,
    genReqId: (request) => requestIdFor(restoreHeadMethod(request)),
    // HEAD is answered by the GET routes themselves, not by a copy of each (see head-requests.ts).
    exposeHeadRoutes: false,
    rewriteUrl: routeHeadAsGet,
    bodyLimit: bodyLimitBytes,
    trustProxy: settings.trustProxy,
    logController: new SingleLineRequestLog(),
    // Each request's child logger is made only when something logs through it (see the class).
    childLoggerFactory: lazyChildLoggerFactory,
    // Errors Fastify raises before routing (e.g. a malformed URL) get the same envelope.
    frameworkErrors: (error, request, reply) => {
      reply.header('x-request-id', request.id);
      sendApiError(reply, toApiError(error, request, bodyLimitBytes));
    },
    // ... and so do errors Node's HTTP parser raises before Fastify sees a request.
    clientErrorHandler: answerClientError,
    // Node answers a request without Host with a bare 400 of its own; the hook below answers it with the envelope.
    http: { requireHostHeader: false },
    // The zod compilers from the start: Fastify's defaults (Ajv, fast-json-stringify: some 200
    // modules) would otherwise be loaded at start-up only to be replaced at once.
    schemaController: { compilersFactory: zodCompilersFactory },
  });
  app.addHook('onRoute', answerHeadThroughGetRoutes);
  // A CONNECT never reaches Fastify: without a listener Node drops the connection unanswered.
  app.server.on('connect', answerConnectRequest);
  // An answer sent before the request's body has all arrived (a refused header, a body past the
  // limit) closes the connection: a client that stops sending the rest of that body and reuses
  // the connection would have its next request read as the body's remainder, then wait unanswered.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete) reply.header('connection', 'close');
    done(null, payload);
  });

  // Hooks with a callback, not async: an async hook costs every request a promise and a turn of the microtask queue.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // RFC 9112 3.2: an HTTP/1.1 request without Host is a 400.
    if (request.raw.headers.host === undefined && request.raw.httpVersionMajor === 1 && request.raw.httpVersionMinor === 1) {
      reply.header('connection', 'close');
      done(new BadRequestError('an HTTP/1.1 request must carry a Host header'));
      return;
    }
    done();
  });

  registerErrorHandling(app, bodyLimitBytes);
  registerJsonBodyParser(app);
  registerRequestAuthentication(app, {
    authenticator: container.get(AuthTokens.ApiKeyAuthenticator),
    accountResolver: container.get(AuthTokens.AccountResolver),
    rateLimiter: await container.getAsync(RateLimiterToken),
    failedAuthentication: await container.getAsync(FailedAuthenticationLimiterToken),
    cookieAuthenticator: container.isBound(PlatformTokens.CookieAuthenticator) ? container.get(PlatformTokens.CookieAuthenticator) : undefined,
  });
  await registerOpenApiDocument(app);
  await registerApiReference(app);

  for (const feature of features) {
    await app.register(feature.routes, { container });
  }
  await app.ready();
  return app;
}
