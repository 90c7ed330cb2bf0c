import type { FastifyReply } from 'fastify';

/** Aborted when the client goes away before its answer is sent: the provider calls made for nobody stop. */
export function abortedWhenClientLeaves(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
