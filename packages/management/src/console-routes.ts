import type { FeatureRoutesOptions } from '@openunified/feature-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ManagementTokens } from './management-tokens.js';

const access = { public: true } as const;

/** The console web app at `/console/`: a browser loads it, the API reference does not list it. */
export const consoleRoutes: FastifyPluginAsyncZod<FeatureRoutesOptions> = async (app, { container }) => {
  const files = container.get(ManagementTokens.ConsoleFiles);

  app.get('/console', { config: { access }, schema: { hide: true } }, (_request, reply) => reply.redirect('/console/', 308));
  app.get('/console/', { config: { access }, schema: { hide: true } }, (_request, reply) => files.send(reply, ''));
  app.get('/console/*', { config: { access }, schema: { hide: true } }, (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    return files.send(reply, path);
  });
};
