import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

// Fastify answers HEAD by registering a copy of every GET route (its `exposeHeadRoutes`): with
// ~340 routes, half of what registering the routes costs at each start went into copies that
// are almost never asked for. Instead the router looks a HEAD request up as a GET (the
// `rewriteUrl` step Fastify runs before routing, for the socket and `inject` alike), the request
// is a HEAD again from the first thing Fastify does once routed (making its id) on, and the
// onSend step Fastify's copy would have ended with answers it: the same status, headers and
// content-length, no body. Node's response knows it answers a HEAD from the start and writes no
// body either way.

const servedAsGet = Symbol('openunified.headServedAsGet');

type MarkedRequest = IncomingMessage & { [servedAsGet]?: true };

/** Fastify's `rewriteUrl`: routes a HEAD request as a GET; the URL stays as it is. */
export function routeHeadAsGet(request: IncomingMessage): string {
  if (request.method === 'HEAD') {
    request.method = 'GET';
    (request as MarkedRequest)[servedAsGet] = true;
  }
  return request.url ?? '/';
}

/** Gives a HEAD request routed as a GET its own method back; Fastify calls `genReqId` first thing after routing. */
export function restoreHeadMethod<Request extends IncomingMessage>(request: Request): Request {
  if ((request as MarkedRequest)[servedAsGet]) request.method = 'HEAD';
  return request;
}

/**
 * `onRoute`: every GET route ends its onSend steps with the one Fastify's HEAD copy had. A route
 * declaring HEAD itself would never be reached (the router looks HEAD up as GET) and fails the start.
 */
export function answerHeadThroughGetRoutes(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.includes('HEAD')) {
    throw new Error(`route HEAD ${route.url}: HEAD is answered by the GET route of the same path, declare GET only`);
  }
  if (!methods.includes('GET') || route.exposeHeadRoute === false) return;
  const existing = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
  route.onSend = [...existing, headAnswerWithoutBody];
}

/** Fastify's own end of a HEAD route's onSend: measures the body (a stream: drains it) and sends none. */
function headAnswerWithoutBody(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: null | unknown) => void): void {
  if (!(request.raw as MarkedRequest)[servedAsGet]) {
    done(null, payload);
    return;
  }
  if (payload === undefined) {
    reply.header('content-length', '0');
    done(null, null);
    return;
  }
  if (typeof (payload as { resume?: unknown }).resume === 'function') {
    const stream = payload as NodeJS.ReadableStream;
    stream.on('error', (error) => reply.log.error({ err: error }, 'Error on Stream found for HEAD route'));
    stream.resume();
    done(null, null);
    return;
  }
  if (typeof (payload as { getReader?: unknown }).getReader === 'function') {
    (payload as ReadableStream).cancel('Stream cancelled by HEAD route').catch((error: unknown) => {
      reply.log.error({ err: error }, 'Error on Stream found for HEAD route');
    });
    done(null, null);
    return;
  }
  reply.header('content-length', String(Buffer.byteLength(payload as string | Buffer)));
  done(null, null);
}
