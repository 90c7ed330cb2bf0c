import { NotFoundError } from '@openunified/errors';
import { authenticatedErrorStatuses, errorResponses, type FeatureRoutesOptions, type RouteAccess } from '@openunified/feature-kit';
import { StoreToken } from '@openunified/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandingPatchSchema, brandingSchema, fromBrandingPatch, toBrandingWire } from './branding-schemas.js';

/** Configuration of the project, as connector profiles: Full Access changes it, Read Only may read it. */
const access: RouteAccess = { routeScope: 'general' };
const tags = ['Connect page branding'];

/** docs/concepts/connect-flow.md#branding: the connect page branding of the caller's project. */
export const brandingRoutes: FastifyPluginAsyncZod<FeatureRoutesOptions> = async (app, { container }) => {
  const store = container.get(StoreToken);

  app.get(
    '/projects/branding',
    {
      config: { access },
      schema: {
        operationId: 'get_connect_page_branding',
        summary: "Get the connect page branding of the key's project",
        tags,
        response: { 200: brandingSchema, ...errorResponses(...authenticatedErrorStatuses) },
      },
    },
    // Read from the store, not from the request's cached project: a change made by another
    // process (`pnpm cli projects branding`, another server) shows at once here, where the hot
    // path's cache may serve the old row for its documented bound (docs/deployment.md).
    async (request) => {
      const project = await store.projects.get(request.auth.project.id);
      if (!project) throw new NotFoundError(`project ${request.auth.project.id} not found`);
      return toBrandingWire(project.branding);
    },
  );

  app.patch(
    '/projects/branding',
    {
      config: { access },
      schema: {
        operationId: 'update_connect_page_branding',
        summary: "Brand the connect page of the key's project",
        description:
          'Display name, logo, accent colour, support link and theme shown on every connect page of the project instead of "OpenUnified Connect", and the origins of your application (where connect sessions may send the customer back, which pages may frame the connect page). Members left out keep their value; null restores the default. 400 names a member that is not valid.',
        tags,
        body: brandingPatchSchema,
        response: { 200: brandingSchema, ...errorResponses(...authenticatedErrorStatuses) },
      },
    },
    async (request) => {
      const project = await store.projects.updateBranding(request.auth.project.id, fromBrandingPatch(request.body));
      if (!project) throw new NotFoundError(`project ${request.auth.project.id} not found`);
      return toBrandingWire(project.branding);
    },
  );
};
