import { ApiError, BadRequestError, InternalServerError, isApiError, NotFoundError, toErrorResponse } from '@openunified/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

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
  if (isFastifyError(error) && !isResponseSerializationError(error)) {
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return new BadRequestError(`request body exceeds the limit of ${bodyLimitBytes} bytes`);
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
  return new InternalServerError();
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
