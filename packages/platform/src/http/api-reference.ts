import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { declarePublicScope } from './request-authentication.js';

/** Where a newcomer goes from `GET /` (docs/api-reference.md). */
export const apiEntryPoints = {
  docs: '/docs',
  openapi: '/openapi.json',
  health: '/health',
} as const;

/**
 * `/docs`: the interactive API reference (Swagger UI, served from the package's own files, so it
 * works offline) over the same document as `/openapi.json`; and `GET /`, which points at it.
 * Register it after the OpenAPI document.
 */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // Swagger UI's routes cannot declare `config.access`; the reference is public like /openapi.json.
    declarePublicScope(scope);
    await scope.register(fastifySwaggerUi, {
      routePrefix: apiEntryPoints.docs,
      // The plugin leaves validator.swagger.io off by default: the page makes no request off the machine.
      // Tags start folded: with a few hundred operations open at once, Swagger UI stops rendering
      // after the first tags (measured with the catalogue's 250 routes); a tag opens on a click.
      uiConfig: { deepLinking: true, docExpansion: 'none', tryItOutEnabled: true, persistAuthorization: false },
    });
  });

  app.get('/', { config: { access: { public: true } }, schema: { hide: true } }, (request, reply) => {
    if (prefersHtml(request)) {
      return reply.type('text/html; charset=utf-8').send(indexPage);
    }
    return reply.send({
      name: 'OpenUnified API',
      description: 'Unified integration API. Authenticate with HTTP Basic: the API key as the username, an empty password.',
      links: apiEntryPoints,
    });
  });
}

/** A browser asks for HTML first; curl and clients (`*\/*`, JSON) get JSON. */
function prefersHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  const html = accept.indexOf('text/html');
  const json = accept.indexOf('application/json');
  return html !== -1 && (json === -1 || html < json);
}

const indexPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>OpenUnified API</title><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; line-height: 1.5">
<h1>OpenUnified API</h1>
<p>Unified integration API. Authenticate with HTTP Basic: the API key as the username, an empty password.</p>
<ul>
<li><a href="${apiEntryPoints.docs}">API reference</a> (interactive)</li>
<li><a href="${apiEntryPoints.openapi}">OpenAPI document</a></li>
<li><a href="${apiEntryPoints.health}">Health</a></li>
</ul>
</body>
</html>
`;
