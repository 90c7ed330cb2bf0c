import { once } from 'node:events';
import type { RouteScope } from '@openunified/auth';
import type { Feature } from '@openunified/feature-kit';
import { z } from 'zod';

export const probeMethods = ['GET', 'POST', 'PATCH', 'DELETE'] as const;

/**
 * Test-only routes that exercise the cross-cutting machinery the way future features will use
 * it: one route per route scope and method, one that resolves `x-account-id`, and one that fails
 * unexpectedly.
 */
export const probeFeature: Feature = {
  name: 'probe',
  routes: async (app) => {
    for (const routeScope of ['accounts', 'actions', 'general'] satisfies RouteScope[]) {
      app.route({
        method: [...probeMethods],
        url: `/probe/${routeScope}`,
        config: { access: { routeScope } },
        handler: (request) => ({ project_id: request.auth.project.id }),
      });
    }
    app.get('/probe/account', { config: { access: { routeScope: 'general', account: 'required' } } }, (request) => ({ account_id: request.account.id }));
    app.get('/probe/failure', { config: { access: { routeScope: 'general' } } }, () => {
      throw new Error('database password is hunter2');
    });
    // A database connection reset after the request's body was read, once Node has closed the
    // consumed request stream (as during a slow query): the database's fault, not the client's.
    app.post('/probe/database-reset', { config: { access: { routeScope: 'general' } }, schema: { body: z.object({ text: z.string() }) } }, async (request) => {
      if (!request.raw.destroyed) await once(request.raw, 'close');
      throw Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    });
    app.post('/probe/echo', { config: { access: { routeScope: 'general' } }, schema: { body: z.object({ text: z.string() }) } }, (request) => ({
      length: request.body.text.length,
    }));
  },
};
