import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

const controllerSlot = Symbol('openunified.clientAbortController');
type WatchedResponse = ServerResponse & { [controllerSlot]?: AbortController };

// One listener function for every response: a closure and `once`'s wrapper made for each request
// were a good part of what watching for the client cost.
function abortUnlessFinished(this: WatchedResponse): void {
  if (!this.writableFinished) this[controllerSlot]?.abort();
}

/**
 * Aborted when the client goes away before its answer is sent: the provider calls made for nobody
 * stop. One signal per response, however many times it is asked for.
 */
export function abortedWhenClientLeaves(reply: FastifyReply): AbortSignal {
  const response = reply.raw as WatchedResponse;
  let controller = response[controllerSlot];
  if (controller === undefined) {
    controller = new AbortController();
    response[controllerSlot] = controller;
    response.on('close', abortUnlessFinished);
  }
  return controller.signal;
}
