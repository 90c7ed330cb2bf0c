import { ApiError, BadRequestError, InternalServerError, isApiError, NotFoundError, PayloadTooLargeError, toErrorResponse } from '@openunified/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { toStorageUnavailableError } from './storage-unavailable.js';

/** Where a failed validation looked, as Fastify names it, and how the message names it. */
const validationLocations: Record<string, string> = {
  body: 'body field',
  querystring: 'query parameter',
  params: 'path parameter',
  headers: 'header',
};

/** The client-error statuses of the status table of docs/concepts/errors.md. */
const documentedClientStatuses: ReadonlySet<number> = new Set([400, 401, 403, 404, 408, 409, 412, 422, 429]);

/**
 * The one place where anything thrown while serving a request becomes an API error. Only what
 * the client did wrong is described; anything else is a 500 whose details stay in the log.
 */
export function toApiError(error: unknown, request: FastifyRequest, bodyLimitBytes: number): ApiError {
  if (isApiError(error)) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const location = validationLocations[(error as FastifyError).validationContext ?? ''] ?? 'request';
    const problems = error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return field ? `${location} "${field}": ${issue.message}` : `${location.replace(/ field$/, '')}: ${issue.message}`;
    });
    return new BadRequestError(`invalid request: ${problems.join('; ')}`);
  }
  if (isClientAbort(error, request)) {
    // The client's doing, not a failure of ours: a 400 that no one reads, logged without a stack.
    return new BadRequestError('the client closed the connection before its request body was complete');
  }
  if (isFastifyError(error) && !isResponseSerializationError(error)) {
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE': {
        const uploadLimitBytes = (request.routeOptions.config as { uploadLimitBytes?: number } | undefined)?.uploadLimitBytes;
        if (uploadLimitBytes !== undefined) {
          return new PayloadTooLargeError(
            `the upload is larger than this server takes: at most ${uploadLimitBytes} bytes of file per request (${Math.round(uploadLimitBytes / 1024 / 1024)} MiB, base64-encoded in "content"; the server's UPLOAD_LIMIT_BYTES)`,
          );
        }
        return new BadRequestError(`request body exceeds the limit of ${bodyLimitBytes} bytes`);
      }
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return new BadRequestError(`unsupported content type ${describeContentType(request)}; send application/json`);
      default:
        // Fastify's own client errors (bad Content-Length, bad URL encoding, ...) carry safe
        // messages. Clients know the statuses docs/concepts/errors.md lists; any other 4xx is a 400 for them.
        if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
          return new ApiError(documentedClientStatuses.has(error.statusCode) ? error.statusCode : 400, { message: error.message });
        }
    }
  }
  // A fault beneath the server (database gone, disk full) is no bug of ours: the caller may retry.
  return toStorageUnavailableError(error) ?? new InternalServerError();
}

/**
 * Node's error when the connection closes while the body is still being read. `complete`, not
 * `destroyed`: a request whose body was read is destroyed too, and then an ECONNRESET is another
 * connection's (the database's), not the client's.
 */
function isClientAbort(error: unknown, request: FastifyRequest): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'ECONNRESET' && !request.raw.complete;
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as FastifyError).code === 'string' && (error as FastifyError).code.startsWith('FST_');
}

function describeContentType(request: FastifyRequest): string {
  const contentType = request.headers['content-type'];
  return contentType ? `"${contentType.slice(0, 100)}"` : '(none)';
}

export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  const response = toErrorResponse(error);
  return reply.code(response.statusCode).headers(response.headers).send(response.body);
}

/** Installs the error and not-found handlers on the root instance; every plugin inherits them. */
export function registerErrorHandling(app: FastifyInstance, bodyLimitBytes: number): void {
  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error, request, bodyLimitBytes);
    if (apiError.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ statusCode: apiError.statusCode, reason: apiError.message }, 'request rejected');
    }
    return sendApiError(reply, apiError);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    return sendApiError(reply, new NotFoundError(`no route ${request.method} ${path}`));
  });
}
