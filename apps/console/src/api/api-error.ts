/** A failed API call, with the message of the server's error envelope when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The message a person should read: the envelope's `message`, else the status. */
export function errorMessage(status: number, body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) return body.message;
  if (status === 0) return 'The server did not answer. Check that it is running.';
  return `The server answered ${status}.`;
}

/**
 * openapi-fetch answers `{ data, error, response }`; queries want the data or a thrown error.
 * A 204 has no data, which is fine: the caller asked for nothing back.
 */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok) throw new ApiError(result.response.status, errorMessage(result.response.status, result.error));
  return result.data as T;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
