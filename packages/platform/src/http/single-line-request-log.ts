import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { LazyRequestLogger } from './lazy-request-logger.js';

/**
 * One log line per request, when it completes, instead of Fastify's two: half the logging cost
 * on the hot path and the same facts. The path is logged without its query string, which may
 * carry a connect-session token or an OAuth authorization code.
 */
export class SingleLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const queryStart = request.url.indexOf('?');
    const line = {
      method: request.method,
      path: queryStart === -1 ? request.url : request.url.slice(0, queryStart),
      statusCode: reply.statusCode,
      responseTimeMs: Math.round(reply.elapsedTime * 100) / 100,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.log instanceof LazyRequestLogger) reply.log.infoLine(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
