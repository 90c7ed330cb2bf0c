import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Container, ContainerModule } from 'inversify';

export interface FeatureRoutesOptions {
  /** Resolve the feature's services here, once, when the routes are registered. */
  container: Container;
}

/**
 * One slice of the HTTP API: its services (an inversify module, loaded into the platform's
 * container) and its routes (a Fastify plugin). Every route declares its access in
 * `config.access` (see `RouteAccess`); the platform refuses to start otherwise.
 */
export interface Feature {
  name: string;
  module?: ContainerModule;
  routes: FastifyPluginAsyncZod<FeatureRoutesOptions>;
}
