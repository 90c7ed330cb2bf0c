/** docs/concepts/errors.md: the default `message` for each status the service answers with. */
export const defaultMessageByStatus: Readonly<Record<number, string>> = Object.freeze({
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden resource',
  404: 'Not Found',
  408: 'Request timed out',
  409: 'Conflict',
  412: 'Precondition failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too many requests',
  500: 'Internal server error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
});

export function defaultMessageFor(statusCode: number): string {
  return defaultMessageByStatus[statusCode] ?? (statusCode >= 500 ? 'Internal server error' : 'Bad Request');
}
