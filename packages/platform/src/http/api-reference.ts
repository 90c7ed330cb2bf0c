import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyPluginCallback, type FastifyReply, type FastifyRequest } from 'fastify';
import { declarePublicScope } from './request-authentication.js';

/** Where a newcomer goes from `GET /` (docs/api-reference.md). */
export const apiEntryPoints = {
  docs: '/docs',
  openapi: '/openapi.json',
  health: '/health',
} as const;

const swaggerUiOptions: FastifySwaggerUiOptions = {
  routePrefix: apiEntryPoints.docs,
  // The plugin leaves validator.swagger.io off by default: the page makes no request off the machine.
  // Tags start folded: with a few hundred operations open at once, Swagger UI stops rendering
  // after the first tags (measured with the catalogue's 250 routes); a tag opens on a click.
  uiConfig: { deepLinking: true, docExpansion: 'none', tryItOutEnabled: true, persistAuthorization: false },
};

/** Marks an answer of the reference's own instance that no route of it matched. */
const notFoundMarker = 'x-openunified-api-reference-not-found';
/** Headers of the reference's answer the server writes itself. */
const ownHeaders = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date', notFoundMarker]);

/**
 * `/docs`: the interactive API reference (Swagger UI, served from the package's own files, so it
 * works offline) over the same document as `/openapi.json`; and `GET /`, which points at it.
 * Register it after the OpenAPI document.
 *
 * Swagger UI's plugin and the static file server under it load with the first request to `/docs`,
 * not at start-up: it runs in an instance of its own, which `/docs` and everything under it pass
 * their requests to. Its answer goes out through this server (request id, logs, envelope of a
 * path it does not serve) as it did when the plugin was registered here.
 */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // The reference is public like /openapi.json.
    declarePublicScope(scope);
    const reference = lazyApiReference(app);
    const options = { schema: { hide: true } };
    scope.get(apiEntryPoints.docs, options, reference);
    scope.get(`${apiEntryPoints.docs}/*`, options, reference);
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

function lazyApiReference(app: FastifyInstance): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  let reference: Promise<FastifyInstance> | undefined;
  return async (request, reply) => {
    reference ??= startApiReference(app).catch((error: unknown) => {
      reference = undefined;
      throw error;
    });
    // GET for a HEAD too: this server's HEAD route measures the body and leaves it out.
    const answer = await (await reference).inject({ method: 'GET', url: request.url, headers: request.headers });
    if (answer.headers[notFoundMarker] !== undefined) {
      reply.callNotFound();
      return reply;
    }
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !ownHeaders.has(name)) reply.header(name, value);
    }
    // No body (a redirect, a 304) stays no body, without a content type of its own.
    return reply.code(answer.statusCode).send(answer.rawPayload.length > 0 ? answer.rawPayload : undefined);
  };
}

async function startApiReference(app: FastifyInstance): Promise<FastifyInstance> {
  const { default: fastifySwaggerUi } = await import('@fastify/swagger-ui');
  const reference = Fastify();
  // Swagger UI's plugin requires '@fastify/swagger' by name; the document is the server's.
  const document: FastifyPluginCallback = (instance, _options, done) => {
    instance.decorate('swagger', ((documentRequest?: { yaml?: boolean }) => app.swagger(documentRequest as never)) as FastifyInstance['swagger']);
    done();
  };
  Object.assign(document, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('plugin-meta')]: { name: '@fastify/swagger', fastify: '5.x' },
  });
  await reference.register(document);
  await reference.register(fastifySwaggerUi, swaggerUiOptions);
  reference.setNotFoundHandler((_request, reply) => {
    reply.code(404).header(notFoundMarker, '1').send();
  });
  await reference.ready();
  return reference;
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
