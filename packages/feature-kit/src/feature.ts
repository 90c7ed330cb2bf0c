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
  /** Unique within a platform; what other features name in `requires`. */
  name: string;
  /**
   * The features whose services this one injects, by name. A platform composed without one of
   * them refuses to start and names what is missing, instead of failing on the first request.
   */
  requires?: readonly string[];
  module?: ContainerModule;
  routes: FastifyPluginAsyncZod<FeatureRoutesOptions>;
}
